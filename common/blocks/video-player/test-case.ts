import { block, head, type TestCase, title } from "../test-fixtures";

/** The block's test case (collected by ../test-cases.ts): content in both languages, what it renders, an option that shows. */
export const testCase: TestCase = (l) => ({
  block: block("videoPlayer", [head(l)], { videoUrl: "https://youtu.be/dQw4w9WgXcQ" }),
  expect: [
    'data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"',
    "--video-thumbnail:url(&quot;https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg&quot;)",
    title[l],
    "video-frame--16-9",
  ],
  option: { set: { aspectRatio: "4:3" }, shows: "video-frame--4-3" },
});
