// Edit mode (no islands there): a video file that fails to load gives way to the block's hidden placeholder
// ('Video nicht verfügbar'), so the editor sees what is wrong. Live, the video player island hides the block instead.

function fail(container: HTMLElement) {
  const frame = container.querySelector<HTMLElement>(".video-frame");
  const placeholder = container.querySelector<HTMLElement>("[data-placeholder]");
  if (frame) frame.hidden = true;
  if (placeholder) placeholder.hidden = false;
}

export function watchEditVideos(root: Element | Document = document): void {
  for (const container of root.querySelectorAll<HTMLElement>("[data-video-edit]")) {
    const video = container.querySelector("video");
    if (!video) continue;
    if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail(container);
    else video.addEventListener("error", () => fail(container), { once: true });
  }
}
