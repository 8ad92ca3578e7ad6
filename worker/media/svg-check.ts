import { UPLOAD_ERRORS } from "../../common/media/upload-rules";
import { RefusedUpload } from "./refused-upload";

/**
 * SVG has no magic number and no sanitiser runs without a DOM in workerd (docs/decisions/018). So an SVG is
 * accepted only when it is plainly an SVG document (UTF-8 text whose root element is <svg> in the SVG namespace)
 * without a DOCTYPE or entities (no XXE, no entity bombs); whatever script it may carry is made inert where it is
 * served: Content-Security-Policy sandbox and nosniff on the media route, and pages embed it with <img> only.
 */
export function checkSvg(bytes: Uint8Array): { width: number; height: number } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: not UTF-8 text`);
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: SVG with DOCTYPE or entities`);
  // Before the root element only an XML declaration, comments, processing instructions and white space may come.
  const prolog = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.exec(text);
  if (!prolog) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: not an SVG document`);
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? "";
  if (!/xmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root))
    throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: SVG without the SVG namespace`);
  if (!/<\/svg>\s*$/i.test(text) && !/\/>\s*$/.test(text)) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: text after the SVG document`);
  return svgSize(root);
}

/** Width and height from the root's attributes or its viewBox (CSS pixels); 0 when neither says. */
function svgSize(root: string): { width: number; height: number } {
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(px)?\\s*["']`).exec(root)?.[1];
  const viewBox = /\sviewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/.exec(root);
  const width = Number(attr("width") ?? viewBox?.[1] ?? 0);
  const height = Number(attr("height") ?? viewBox?.[2] ?? 0);
  return { width: Math.round(width) || 0, height: Math.round(height) || 0 };
}
