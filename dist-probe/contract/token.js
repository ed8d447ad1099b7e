// docs/platform-api.md "Transport" (and docs/platform-api.md): the token is a JWT, three base64url segments
// joined by dots. The client refuses anything else before a request; the emulator accepts only this.
const JWT_SHAPE = /^[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]+={0,2}\.[A-Za-z0-9_-]*={0,2}$/;
export function isJwtShaped(token) {
    return JWT_SHAPE.test(token);
}
//# sourceMappingURL=token.js.map