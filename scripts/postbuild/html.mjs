// The HTML of an exported page as a tree, read and written with parse5.
// parse5 builds the tree the WHATWG parsing algorithm builds (the one browsers build), keeps every
// attribute and comment, and writes raw-text elements (<script>, <style>) back untouched, so an
// inline script's text, and therefore its CSP hash, is the same before and after. It is what
// jsdom and rehype parse with, and it has no dependencies of its own; htmlparser2 is faster but
// builds its own tree, not the browser's, and the unified family adds layers this does not need.
import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';

export { parse, serialize };

/** Every element under `node`, in document order. */
export function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

/** The elements under `node` named `tagName`, matching `test` where given. */
export const all = (node, tagName, test = () => true) =>
  [...elements(node)].filter((element) => element.tagName === tagName && test(element));

/** The page's <head>. */
export const headOf = (document) => all(document, 'head')[0];

/** An attribute's value, or undefined. */
export const attr = (element, name) => element.attrs.find((a) => a.name === name)?.value;

/** Whether the space-separated attribute `name` lists `token` (`rel="preload stylesheet"`). */
export const hasToken = (element, name, token) => (attr(element, name) ?? '').toLowerCase().split(/\s+/).includes(token);

/** Sets an attribute, in place where it exists, else last. */
export function setAttr(element, name, value) {
  const existing = element.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The text of a raw-text element (<script>, <style>). */
export const textOf = (element) => element.childNodes.map((node) => node.value ?? '').join('');

/** Replaces the text of a raw-text element. */
export function setText(element, text) {
  element.childNodes = [];
  tree.insertText(element, text);
}

/** A new element with these attributes and, optionally, text. */
export function createElement(tagName, attrs = {}, text) {
  const element = tree.createElement(tagName, 'http://www.w3.org/1999/xhtml', Object.entries(attrs).map(([name, value]) => ({ name, value })));
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

/** Inserts `node` into `parent` before `reference` (at the end without one). */
export function insert(parent, node, reference) {
  if (reference) tree.insertBefore(parent, node, reference);
  else tree.appendChild(parent, node);
}

/** Takes `node` out of the tree. */
export const remove = (node) => tree.detachNode(node);
