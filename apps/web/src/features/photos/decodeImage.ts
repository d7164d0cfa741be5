/**
 * Whether the browser can decode the file as an image. A corrupt « .jpg » passes the type and size
 * checks (its name and type say JPEG); decoding it first keeps the crop dialog from opening over a
 * broken image before its error (issue #24). createImageBitmap where there is one, else an image's
 * decode(); a browser with neither is trusted, the crop dialog still catching a load error.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    }
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      if (typeof image.decode === 'function') await image.decode();
      return true;
    } finally {
      URL.revokeObjectURL(url);
    }
  } catch {
    return false;
  }
}
