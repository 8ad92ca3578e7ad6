import { BusinessPanelLink } from "../business/open";
import { useAtomValue } from "jotai";
import {
  showsBookingUrl,
  showsFooterBusinessFields,
  showsHeaderBusinessFields,
  showsShoreCompany,
  withOverlay,
} from "../../../../common/editor/settings-rules";
import { mayDo } from "../../../../common/editor/permissions";
import { EDITOR_LANGUAGES } from "../../../../common/texts-in";
import { bootAtom } from "../../state/store";
import { textsAtom } from "../../i18n/session";
import { PageSetting, SelectSetting, SettingsSection, SwitchSetting, TextSetting } from "./controls";
import { FooterReset } from "./footer-reset";
import { settingsAtom } from "../../state/site";

const COLORS = ["primary", "secondary", "background", "header"] as const;

/** Every section of the settings object (editor-side sections 2 and 3) with the display rules of section 5. */
export function SettingsSections() {
  const texts = useAtomValue(textsAtom);
  const settings = useAtomValue(settingsAtom);
  const boot = useAtomValue(bootAtom);
  if (!texts || !settings) return null;
  const s = texts.settingsTexts;
  const booking = settings.bookingButton;
  const colors = COLORS.map((color) => [color, s.colors[color]] as const);
  const sizes = (["S", "M", "L"] as const).map((size) => [size, s.sizes[size]] as const);
  return (
    <>
      <SettingsSection title={s.header}>
        <SelectSetting
          label={s.headerKind}
          path={["appearance", "header"]}
          choices={[
            ["opaque", s.headerKinds.opaque],
            ["transparent", s.headerKinds.transparent],
          ]}
        />
        <SwitchSetting label={s.useBusinessData} path={["header", "useBusinessDataFromLookUp"]} />
        {showsHeaderBusinessFields(settings) && <SelectSetting label={s.logoSize} path={["header", "logoSize"]} choices={sizes} />}
        <SwitchSetting label={s.alternativeLogo} path={["header", "useAlternativeLogo"]} />
        <SelectSetting
          label={s.logoPosition}
          path={["header", "logoPosition"]}
          choices={[
            ["left", s.positions.left],
            ["center", s.positions.center],
          ]}
        />
        <SwitchSetting label={s.boldHeaderFont} path={["header", "boldHeaderFont"]} />
        <SwitchSetting label={s.upperCase} path={["header", "upperCase"]} />
        <SwitchSetting label={s.opaqueOnMobile} path={["appearance", "opaqueHeaderOnMobile"]} />
        <SwitchSetting label={s.logoOnMobile} path={["appearance", "showLogoOnMobile"]} />
        <SelectSetting label={s.homeHeaderColor} path={["header", "homeHeaderColor"]} choices={[["default", s.sameAsOtherPages], ...colors]} />
        <SwitchSetting label={s.whiteHeaderInMobileMenu} path={["header", "whiteHeaderInMobileMenu"]} />
        <SwitchSetting label={s.loginLink} path={["header", "loginPage", "useLinkToLoginPage"]} />
        {settings.header.loginPage.useLinkToLoginPage && <TextSetting label={s.loginUrl} path={["header", "loginPage", "url"]} type="url" />}
      </SettingsSection>
      <SettingsSection title={s.bookingButton}>
        <SwitchSetting label={s.active} path={["bookingButton", "active"]} />
        <SelectSetting
          label={s.position}
          path={["bookingButton", "position"]}
          choices={[
            ["left", s.positions.left],
            ["right", s.positions.right],
          ]}
        />
        <SelectSetting label={s.color} path={["bookingButton", "color"]} choices={colors} />
        <SwitchSetting label={s.useShoreBooking} path={["bookingButton", "useShoreBooking"]} />
        {showsBookingUrl(settings) && <TextSetting label={s.bookingUrl} path={["bookingButton", "url"]} type="url" />}
        {showsShoreCompany(settings) && <TextSetting label={s.shoreCompany} path={["bookingButton", "shoreCompany"]} />}
        <TextSetting label={s.themeColor} path={["bookingButton", "themeColor"]} />
        {/* The links shown (editor-side section 3): other ways to book, each with its value while switched on. */}
        <fieldset className="editor-setting-group">
          <legend>{s.bookingLinks}</legend>
          <p className="editor-setting__hint">{s.bookingLinksHint}</p>
          <SwitchSetting label={s.bookingLinkEmail} path={["bookingButton", "links", "email"]} />
          {booking.links.email && <TextSetting label={s.bookingEmail} path={["bookingButton", "email"]} type="email" />}
          <SwitchSetting label={s.bookingLinkPhone} path={["bookingButton", "links", "phone"]} />
          {booking.links.phone && <TextSetting label={s.bookingPhone} path={["bookingButton", "phone"]} type="phone" />}
          <SwitchSetting label={s.bookingLinkPage} path={["bookingButton", "links", "page"]} />
          {booking.links.page && <PageSetting label={s.bookingPage} path={["bookingButton", "page"]} none={s.choosePage} />}
        </fieldset>
      </SettingsSection>
      <SettingsSection title={s.footer}>
        <SelectSetting label={s.backgroundColor} path={["footer", "backgroundColor"]} choices={colors} />
        <SelectSetting label={s.footerBarColor} path={["appearance", "footer"]} choices={colors} />
        <SwitchSetting label={s.useBusinessData} path={["footer", "useBusinessDataFromLookUp"]} />
        {showsFooterBusinessFields(settings) && (
          <>
            <TextSetting label={s.street} path={["footer", "street"]} />
            <TextSetting label={s.city} path={["footer", "city"]} />
            <TextSetting label={s.email} path={["footer", "email"]} type="email" />
            <TextSetting label={s.phone} path={["footer", "phone"]} type="phone" />
            <SelectSetting label={s.logoSize} path={["footer", "logoSize"]} choices={sizes} />
          </>
        )}
        <SwitchSetting label={s.upperCase} path={["footer", "upperCase"]} />
        <SwitchSetting label={s.showTerms} path={["footer", "links", "showTerms"]} />
        {boot && mayDo(boot.editorRole, "resetFooter") && <FooterReset />}
      </SettingsSection>
      <SettingsSection title={s.editorLanguage}>
        <SelectSetting label={s.editorLanguage} path={["editor", "locale"]} choices={EDITOR_LANGUAGES.map((language) => [language, s.languages[language]])} />
      </SettingsSection>
      <SettingsSection title={s.socialAccounts}>
        <TextSetting label={s.instagram} path={["socialAccounts", "instagram"]} type="url" />
        <TextSetting label={s.facebook} path={["socialAccounts", "facebook"]} type="url" />
        <TextSetting label={s.linkedin} path={["socialAccounts", "linkedin"]} type="url" />
        <TextSetting label={s.feed} path={["socialAccounts", "feed"]} />
        <TextSetting label={s.qualityReview} path={["socialAccounts", "qualityReview"]} type="url" />
      </SettingsSection>
      <SettingsSection title={s.tracking}>
        <TextSetting label={s.analyticsId} path={["tracking", "analyticsId"]} />
        <TextSetting label={s.tagManagerId} path={["tracking", "tagManagerId"]} />
        <TextSetting label={s.pixelId} path={["tracking", "pixelId"]} />
      </SettingsSection>
      <SettingsSection title={s.qualitySeal}>
        <TextSetting label={s.qualitySealId} path={["accounts", "qualitySealId"]} />
      </SettingsSection>
      <SettingsSection title={s.overlay}>
        <SwitchSetting label={s.triangle} path={["appearance", "triangle"]} apply={(current, on) => withOverlay(current, "triangle", on)} />
        <SwitchSetting label={s.bubble} path={["appearance", "bubble"]} apply={(current, on) => withOverlay(current, "bubble", on)} />
        <SwitchSetting label={s.gradient} path={["appearance", "gradient", "enabled"]} />
        {settings.appearance.gradient.enabled && (
          <>
            <SelectSetting label={s.gradientFrom} path={["appearance", "gradient", "from"]} choices={colors} />
            <SelectSetting label={s.gradientTo} path={["appearance", "gradient", "to"]} choices={colors} />
          </>
        )}
      </SettingsSection>
      <SettingsSection title={s.contact}>
        {/* The address form submissions are mailed to lives with the business record (its panel says when it is empty). */}
        <BusinessPanelLink />
        <TextSetting label={s.companyName} path={["contact", "companyName"]} />
      </SettingsSection>
    </>
  );
}
