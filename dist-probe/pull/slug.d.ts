/** A slug of `title`, or undefined when the title gives nothing usable. Pure and stable. */
export declare function slugFromTitle(title: string | undefined): string | undefined;
/** A slug of a record id (the fallback name). */
export declare function slugFromId(id: string): string;
