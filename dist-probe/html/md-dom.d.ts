/** The minimal DOM surface used here (turndown's nodes come from domino). */
export interface DomNode {
    nodeName: string;
    nodeType: number;
    nodeValue: string | null;
    textContent: string | null;
    parentNode: DomNode | null;
    childNodes: ArrayLike<DomNode>;
    children: ArrayLike<DomNode>;
    firstChild: DomNode | null;
    previousSibling: DomNode | null;
    nextSibling: DomNode | null;
    attributes: ArrayLike<{
        name: string;
        value: string;
    }>;
    getAttribute(name: string): string | null;
    outerHTML: string;
}
export declare const dom: (n: unknown) => DomNode;
export declare function hasAncestor(node: DomNode, names: RegExp): boolean;
export declare function hasContentAfter(node: DomNode): boolean;
export declare function isTaskCheckbox(node: DomNode): boolean;
export declare const attrNames: (node: DomNode) => string[];
export declare const noAttributes: (node: DomNode) => boolean;
