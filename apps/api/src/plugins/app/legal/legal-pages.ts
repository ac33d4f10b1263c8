import { retentionKinds, retentionRules } from '@venues/contracts/retention-rules';
import type { Language } from '@venues/contracts/users';
import { webPaths } from '@venues/contracts/web-paths';
import { escapeHtml } from '../mail/templates/layout';
import { attr, pageHtml } from '../publishing/public-page-parts';
import { PRIVACY_TEXTS, type Controller, type LegalSection } from './privacy-texts';
import { TERMS_TEXTS } from './terms-texts';

/*
 * The privacy notice and the venues' terms: plain pages drawn by the server, readable without a script,
 * in the language asked for with a link to the other one.
 */

const listHtml = (items: string[]) =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const sectionHtml = (section: LegalSection) =>
  `<section><h2>${escapeHtml(section.title)}</h2>${section.paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('')}${listHtml(section.items ?? [])}</section>`;

function legalPageHtml(page: {
  language: Language;
  title: string;
  description: string;
  intro: string;
  body: string;
  otherLanguage: { lang: Language; label: string; href: string };
  link: { label: string; href: string };
}): string {
  const other = page.otherLanguage;
  return pageHtml(
    { language: page.language, title: page.title, description: page.description, meta: '' },
    `<main class="wrap single legal"><p class="pager"><a href="${attr(other.href)}" hreflang="${other.lang}" lang="${other.lang}">${escapeHtml(other.label)}</a></p><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.intro)}</p>${page.body}<footer><p><a href="${attr(page.link.href)}">${escapeHtml(page.link.label)}</a></p></footer></main>`,
  );
}

/** The privacy notice; every retention period is read from the table that the retention jobs enforce. */
export function privacyPageHtml(language: Language, controller: Controller): string {
  const texts = PRIVACY_TEXTS[language];
  const retention = `<section><h2>${escapeHtml(texts.retentionTitle)}</h2><p>${escapeHtml(texts.retentionIntro)}</p><table class="retention"><tbody>${retentionKinds
    .map(
      (kind) =>
        `<tr><th scope="row">${escapeHtml(texts.retention[kind])}</th><td>${escapeHtml(texts.period(retentionRules[kind]))}</td></tr>`,
    )
    .join('')}</tbody></table>${listHtml(texts.keptUntil)}<p>${escapeHtml(texts.updated)}</p></section>`;
  const sections = texts.sections(controller);
  // The periods follow what is collected and why, before the rights.
  const body = [...sections.slice(0, -1).map(sectionHtml), retention, ...sections.slice(-1).map(sectionHtml)];
  return legalPageHtml({
    language,
    title: texts.title,
    description: texts.description,
    intro: texts.intro(controller),
    body: body.join(''),
    otherLanguage: { ...texts.otherLanguage, href: webPaths.privacy(texts.otherLanguage.lang) },
    link: { label: texts.termsLink, href: webPaths.terms(language) },
  });
}

export function termsPageHtml(language: Language, controller: Controller): string {
  const texts = TERMS_TEXTS[language];
  return legalPageHtml({
    language,
    title: texts.title,
    description: texts.description,
    intro: texts.intro(controller),
    body: texts.sections(controller).map(sectionHtml).join(''),
    otherLanguage: { ...texts.otherLanguage, href: webPaths.terms(texts.otherLanguage.lang) },
    link: { label: texts.privacyLink, href: webPaths.privacy(language) },
  });
}
