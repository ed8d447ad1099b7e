export declare function isJwtShaped(token: string): boolean;
