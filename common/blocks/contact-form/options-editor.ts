import { blockOptions, option } from "../../editor/options/block-options";
import type { contactForm } from "./definition";

/** The options an editor sets on a contactForm block: one switch per appointment topic. */
export const contactFormOptions = blockOptions<typeof contactForm>({
  glassDetermination: option("checkbox"),
  healthCheck: option("checkbox"),
  eyeAnalysis: option("checkbox"),
  drivingLearnerEyeTest: option("checkbox"),
  newContactLensFitting: option("checkbox"),
  contactLensCheck: option("checkbox"),
  contactLensSubscription: option("checkbox"),
  directContactLensService: option("checkbox"),
  glassesAdvice: option("checkbox"),
  glassesService: option("checkbox"),
  sunglassesAdvice: option("checkbox"),
  myopiaManagement: option("checkbox"),
  other: option("checkbox"),
});
