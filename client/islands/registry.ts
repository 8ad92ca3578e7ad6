import type { ComponentType } from "react";

// biome-ignore lint/suspicious/noExplicitAny: islands take their own props, read from the page as JSON.
type IslandLoader = () => Promise<ComponentType<any>>;

/** Island name -> lazy loader of its component: each island is its own chunk, fetched only where used. */
export const islandLoaders: Record<string, IslandLoader> = {
  contactForm: () => import("./contact-form").then((m) => m.ContactForm),
  sponsorForm: () => import("./sponsor-form").then((m) => m.SponsorForm),
  gameStart: () => import("./game-start").then((m) => m.GameStart),
  gamePlayers: () => import("./game-players").then((m) => m.GamePlayers),
  gameShare: () => import("./game-share").then((m) => m.GameShare),
  gameScore: () => import("./game-score").then((m) => m.GameScore),
  gameCoupon: () => import("./game-coupon").then((m) => m.GameCoupon),
  businessDirectory: () => import("./business-directory").then((m) => m.BusinessDirectory),
  listAccordion: () => import("./lists/accordion-list").then((m) => m.AccordionList),
  booking: () => import("./booking").then((m) => m.Booking),
  mediaGallery: () => import("./media-gallery").then((m) => m.MediaGallery),
  videoPlayer: () => import("./video-player").then((m) => m.VideoPlayer),
  carousel: () => import("./sliders/slider").then((m) => m.Carousel),
  reviewSlider: () => import("./sliders/slider").then((m) => m.ReviewSlider),
  contentSlider: () => import("./sliders/content-slider").then((m) => m.ContentSlider),
  teamSplit: () => import("./sliders/team-split").then((m) => m.TeamSplit),
  scrollSlider: () => import("./sliders/scroll-slider").then((m) => m.ScrollSlider),
  courseMap: () => import("./map").then((m) => m.CourseMap),
};
