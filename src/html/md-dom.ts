// The minimal DOM surface pull's converter uses (turndown's nodes come from domino), and the small
// questions asked of it.

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
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  outerHTML: string;
}
export const dom = (n: unknown): DomNode => n as DomNode;

export function hasAncestor(node: DomNode, names: RegExp): boolean {
  for (let p = node.parentNode; p; p = p.parentNode) if (names.test(p.nodeName)) return true;
  return false;
}

export function hasContentAfter(node: DomNode): boolean {
  for (let s = node.nextSibling; s; s = s.nextSibling) {
    if (s.nodeType !== 3 || (s.nodeValue ?? '') !== '') return true;
  }
  return false;
}

export function isTaskCheckbox(node: DomNode): boolean {
  if (node.nodeName !== 'INPUT') return false;
  const names = attrNames(node);
  if (node.getAttribute('type') !== 'checkbox' || node.getAttribute('disabled') !== '') return false;
  if (!names.every((a) => a === 'type' || a === 'disabled' || (a === 'checked' && node.getAttribute('checked') === ''))) return false;
  const parent = node.parentNode;
  if (!parent || node.previousSibling !== null) return false;
  if (parent.nodeName === 'LI') return true;
  // rich-text form: <li><p><input ...> task</p></li>
  return parent.nodeName === 'P' && parent.previousSibling === null && parent.parentNode?.nodeName === 'LI';
}

export const attrNames = (node: DomNode): string[] => Array.from(node.attributes ?? [], (a) => a.name);
export const noAttributes = (node: DomNode): boolean => (node.attributes?.length ?? 0) === 0;
