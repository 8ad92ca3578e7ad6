import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { contactForm } from "./definition";

/** The editor part of a contactForm block: one switch per appointment topic. */
export default defineBlockEditor<typeof contactForm>({
  options: {
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
  },
  picker: { group: "various", icon: "form", position: 5 },
  names: { de: "Kontaktformular", fr: "Formulaire de contact", en: "Contact form" },
});
