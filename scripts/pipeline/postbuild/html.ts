// The HTML of an exported page as a tree, read and written with parse5.
// parse5 builds the tree the WHATWG parsing algorithm builds (the one browsers build), keeps every
// attribute and comment, and writes raw-text elements (<script>, <style>) back untouched, so an
// inline script's text, and therefore its CSP hash, is the same before and after. It is what
// jsdom and rehype parse with, and it has no dependencies of its own; htmlparser2 is faster but
// builds its own tree, not the browser's, and the unified family adds layers this does not need.
import { defaultTreeAdapter as tree, html, parse, serialize } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';

export { parse, serialize };

/** parse5's nodes (`Tree.Document`, `Tree.Element`...), named apart from the DOM's that the inline scripts use. */
export type { DefaultTreeAdapterTypes as Tree };
type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Whether `node` is an element named `tagName`. */
export const isTag = (node: Node | null | undefined, tagName: string): node is Element => !!node && isElement(node) && node.tagName === tagName;

/** Every element under `node`, in document order. */
export function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (isElement(child)) yield child;
    yield* elements(child);
  }
}

/** The elements under `node` named `tagName`, matching `test` where given. */
export const all = (node: Node, tagName: string, test: (element: Element) => unknown = () => true): Element[] =>
  [...elements(node)].filter((element) => element.tagName === tagName && test(element));

/** The page's <head>: a parsed document always has one. */
export function headOf(document: Document): Element {
  const [head] = all(document, 'head');
  if (!head) throw new Error('a parsed document without <head>');
  return head;
}

/** An attribute's value, or undefined. */
export const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

/** Whether the space-separated attribute `name` lists `token` (`rel="preload stylesheet"`). */
export const hasToken = (element: Element, name: string, token: string): boolean => (attr(element, name) ?? '').toLowerCase().split(/\s+/).includes(token);

/** Whether `node` is an inline classic script: no `src`, no `type` (so not JSON-LD, not a held script). */
export const isInlineScript = (node: Node | undefined): node is Element =>
  isTag(node, 'script') && attr(node, 'src') === undefined && attr(node, 'type') === undefined;

/** Sets an attribute, in place where it exists, else last. */
export function setAttr(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The text of a raw-text element (<script>, <style>). */
export const textOf = (element: Element): string => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');

/** Replaces the text of a raw-text element. */
export function setText(element: Element, text: string): void {
  element.childNodes = [];
  tree.insertText(element, text);
}

/** A new element with these attributes and, optionally, text. */
export function createElement(tagName: string, attrs: Record<string, string> = {}, text?: string): Element {
  const element = tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

/** Inserts `node` into `parent` before `reference` (at the end without one). */
export function insert(parent: ParentNode, node: ChildNode, reference?: ChildNode): void {
  if (reference) tree.insertBefore(parent, node, reference);
  else tree.appendChild(parent, node);
}

/** Takes `node` out of the tree. */
export const remove = (node: ChildNode): void => tree.detachNode(node);
