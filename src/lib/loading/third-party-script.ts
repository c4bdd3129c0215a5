/**
 * A third party's client script that defines a global (Geetest's initGeetest, the help desk's zE): the global when
 * the page has it already (a stand-in, or loaded before), else the script loaded once from `src` and the global it
 * defined; undefined when there is no script or it fails to load (a later call tries again).
 */
const loading = new Map<string, Promise<unknown>>();

export function thirdPartyGlobal<T>(src: string, read: () => T | undefined, id?: string): Promise<T | undefined> {
  const present = read();
  if (present) return Promise.resolve(present);
  if (!src) return Promise.resolve(undefined);
  let pending = loading.get(src) as Promise<T | undefined> | undefined;
  if (!pending) {
    pending = new Promise<T | undefined>((resolve) => {
      const element = document.createElement('script');
      if (id) element.id = id;
      element.src = src;
      element.async = true;
      element.onload = () => resolve(read());
      element.onerror = () => {
        loading.delete(src);
        element.remove();
        resolve(undefined);
      };
      document.head.append(element);
    });
    loading.set(src, pending);
  }
  return pending;
}
