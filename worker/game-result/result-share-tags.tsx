/** The sharing preview of a game's result (Open Graph and Twitter card): its own picture, a PNG (networks show no SVG). */
export function ResultShareTags({
  title,
  description,
  url,
  image,
}: {
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number; alt: string };
}) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
