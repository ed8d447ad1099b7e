export interface ActionRef {
    /** `OWNER/REPO@<40 hex>` */
    uses: string;
    /** the comment after it: the version it was recorded as, or where the ref came from */
    comment: string;
}
/** dist/build-info.json beside this module's dist/config/ folder (absent in a dev or dirty build). */
export declare const BUILD_INFO_URL: import("url").URL;
/** The recorded build's ref, or undefined (a dev or dirty build). */
export declare function readBuildInfo(url?: URL): Promise<ActionRef | undefined>;
/**
 * `--action-ref` when given (checked), else the recorded build; neither: an InputError naming the flag.
 * `buildInfo` is for tests.
 */
export declare function resolveActionRef(flag: string | undefined, buildInfo?: URL): Promise<ActionRef>;
