// Injected into every module of the editor's bundle (scripts/build/editor-preview-bundle.ts).

/** Modules written for Node read process.env at run time; in the editor's page nothing is set. */
export const process = { env: {} as Record<string, string | undefined> };

/** import.meta.url of an ES module, for the modules that find files beside their script. */
export const EDITOR_BUNDLE_URL = new URL('/admin/decap/editor.js', self.location.href).href;
