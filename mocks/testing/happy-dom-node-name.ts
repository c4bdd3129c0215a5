/**
 * happy-dom's `Node.prototype.nodeName` getter answers '' for every node (only the subclasses' getters know the
 * name), and DOMPurify reads names through that very getter so that a clobbered `nodeName` cannot fool it
 * (capricorn86/happy-dom#2182): every element looks unnamed and DOMPurify drops safe markup. A browser's
 * getter answers by node type; in happy-dom this one is made to do the same. jsdom needs nothing.
 */
const NAMES: Partial<Record<number, (node: Node) => string>> = {
  [1]: (node) => (node as Element).tagName,
  [2]: (node) => (node as Attr).name,
  [3]: () => '#text',
  [4]: () => '#cdata-section',
  [7]: (node) => (node as ProcessingInstruction).target,
  [8]: () => '#comment',
  [9]: () => '#document',
  [10]: (node) => (node as DocumentType).name,
  [11]: () => '#document-fragment',
};

export function patchHappyDomNodeName(): void {
  if (typeof Node === 'undefined' || typeof document === 'undefined') return;
  const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!descriptor?.get || descriptor.get.call(document.createElement('p')) === 'P') return;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get(this: Node) {
      return NAMES[this.nodeType]?.(this) ?? '';
    },
  });
}
