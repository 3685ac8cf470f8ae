/**
 * Code an action loads when it is first used (a lazily loaded chunk) that did not arrive: the
 * network dropped, or a new release replaced the files this page was built with. Either way the
 * page should be reloaded, and the message says so.
 */
export class CodeLoadError extends Error {
  constructor(options?: ErrorOptions) {
    super('Please reload the page and try again', options);
    this.name = 'CodeLoadError';
  }
}

/** `load()` (a dynamic `import()`), its failure told as a CodeLoadError. */
export async function loadCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new CodeLoadError({ cause });
  }
}
