// The modules scripts/build/editor-preview-bundle.ts makes when it bundles the editor.
declare module 'preview:content-files' {
  const files: import('@/lib/content/files').ContentFile[];
  export default files;
}
declare module 'preview:template-names' {
  const names: string[];
  export default names;
}
