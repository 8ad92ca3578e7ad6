import { z } from "zod";

/** Where the Stream stand-in keeps a video's bytes and state in R2 (under standins/stream/). */
export const KEY = (uid: string) => `standins/stream/${uid}`;
export const STATE = (uid: string) => `standins/stream/${uid}.json`;
export const STEPS = ["pendingupload", "queued", "inprogress", "ready"] as const;

/** A tus upload in progress: the R2 multipart upload its chunks become, and how far it got. */
export type TusProgress = { length: number; offset: number; multipartId: string; parts: R2UploadedPart[] };
export type Video = {
  uid: string;
  state: (typeof STEPS)[number] | "error";
  name: string;
  size: number | null;
  mime: string | null;
  created: string;
  tus?: TusProgress;
};

export const uidParam = z.object({ uid: z.string().regex(/^[a-f0-9]{32}$/) });
export const newUid = () => crypto.randomUUID().replaceAll("-", "");

export async function readVideo(bucket: R2Bucket, uid: string): Promise<Video | null> {
  const object = await bucket.get(STATE(uid));
  return object ? ((await object.json()) as Video) : null;
}
export const writeVideo = (bucket: R2Bucket, video: Video) => bucket.put(STATE(video.uid), JSON.stringify(video));

/** The stand-in's own address on the site that is being served. */
export const base = (url: string) => `${new URL(url).origin}/_standins/stream`;
