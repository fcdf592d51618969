// What the editor's media library may leave under public/uploads/: raster images only. The
// folder is served from the site's own origin, so an HTML or SVG file there would be a page of
// the site that can run script; Decap's library takes any file, so the build refuses the others
// (docs/decisions.md says why SVG is refused rather than served sandboxed). No Node module here:
// the editor's preview bundles this file; disk.ts reads the folder.
export const UPLOADS_FOLDER = 'public/uploads';

export interface UploadFile {
  /** Relative to the project, e.g. public/uploads/team.jpg. */
  path: string;
  /** The file's first bytes, at least 12 when it has them. */
  head: Uint8Array;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each extension the library may hold, and the signature its bytes must start with. */
const IMAGE_SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  png: (head) => startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  avif: (head) => startsWith(head, ascii('ftypavi'), 4),
};

export const UPLOAD_EXTENSIONS = Object.keys(IMAGE_SIGNATURES);

export function uploadProblems(files: readonly UploadFile[]): { file: string; message: string }[] {
  return files.flatMap(({ path: file, head }) => {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    const signature = IMAGE_SIGNATURES[extension];
    if (!signature)
      return [
        {
          file,
          message: `is not an image the site takes (${UPLOAD_EXTENSIONS.join(', ')}): a file served from the site's own address could run script (an .svg or .html can), so remove it and upload a photo or a PNG`,
        },
      ];
    if (!signature(head))
      return [
        {
          file,
          message: `is named .${extension} but its bytes are not a ${extension.toUpperCase()} image: export it again as one`,
        },
      ];
    return [];
  });
}
