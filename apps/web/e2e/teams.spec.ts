import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { checkScreen } from './support/axe';
import { NEW_USER_PASSWORD } from './support/claims';
import { uniqueEmail } from './support/emails';
import { openMail, openMailboxLink } from './support/mailbox';
import { takePass } from './support/missions';
import { apiOf, test, type DevOwner } from './support/owners';
import { DEMO_PASSWORD, DEMO_USERS } from './support/stack';

/*
 * A venue is a team, in both languages: the owner works at a laptop's width, the people they bring in at a
 * phone's. A manager joins from an invitation mail, registering with the invited address, and replies to a
 * guest; the owner reads that reply in the activity log under the manager's address. A waiter finds the
 * venue already verified, asks for access, is accepted as a team member, opens on the redeem screen and
 * redeems a pass; the owner removes them, and their next request is refused. The mailbox is read in a
 * window of its own, in English, as a person reads their mail apart from the app.
 */

const TEXTS = {
  en: {
    locale: 'en-US',
    signIn: 'Sign in',
    logout: 'Logout',
    password: 'Password',
    createAccount: 'Create account',
    verified: 'Your email is verified.',
    proceed: 'Proceed',
    invitationSubject: (venue: string) => `You are invited to join ${venue} on Venues`,
    inviteEmail: 'Email',
    inviteRole: 'Role',
    manager: 'Manager',
    sendInvitation: 'Send the invitation',
    invitationSent: (email: string) => `Invitation sent to ${email}.`,
    join: (venue: string) => `Join ${venue}`,
    accept: 'Accept and open the dashboard',
    reply: 'Reply',
    replyField: 'Your reply',
    publish: 'Publish reply',
    replyText: 'Thank you for the evening: the manager of the room.',
    activity: 'Activity',
    replied: /Replied to a review/,
    search: 'Business name',
    alreadyVerified: 'Already verified',
    ask: (venue: string) => `Ask for access to ${venue}`,
    message: /^Message/,
    send: 'Send the request',
    sent: 'Request sent',
    close: 'Close',
    requested: 'Access requested',
    acceptRequest: (name: string) => `Accept ${name}`,
    joined: (name: string) => `${name} joined the team as team member.`,
    redeemTitle: 'Redeem a pass',
    passCode: 'Pass code',
    check: 'Check the code',
    validPass: 'Valid pass',
    redeem: 'Redeem',
    redeemed: 'Redeemed',
    next: 'Next guest',
    remove: (name: string) => `Remove ${name}`,
    removeTitle: (name: string) => `Remove ${name}?`,
    removeConfirm: 'Remove',
    removed: (name: string) => `${name} is no longer on the team.`,
    venueTeams: 'Venue teams',
    venueName: 'Venue name',
    find: 'Find',
    staffRemove: (name: string) => `Remove ${name}`,
    staffDialog: (name: string, venue: string) => `Remove ${name} from ${venue}`,
    reason: /^Reason/,
    staffRemoved: (name: string, venue: string) => `${name} was removed from ${venue}.`,
    staffMail: (venue: string) => `Our staff removed a person from ${venue}`,
  },
  it: {
    locale: 'it-IT',
    signIn: 'Accedi',
    logout: 'Esci',
    password: 'Password',
    createAccount: 'Crea account',
    verified: 'La tua email è verificata.',
    proceed: 'Procedi',
    invitationSubject: (venue: string) => `Sei invitato a unirti a ${venue} su Venues`,
    inviteEmail: 'Email',
    inviteRole: 'Ruolo',
    manager: 'Responsabile',
    sendInvitation: "Invia l'invito",
    invitationSent: (email: string) => `Invito inviato a ${email}.`,
    join: (venue: string) => `Entra nel team di ${venue}`,
    accept: 'Accetta e apri la dashboard',
    reply: 'Rispondi',
    replyField: 'La tua risposta',
    publish: 'Pubblica la risposta',
    replyText: 'Grazie per la serata: il responsabile di sala.',
    activity: 'Attività',
    replied: /Ha risposto a una recensione/,
    search: 'Nome del locale',
    alreadyVerified: 'Già verificato',
    ask: (venue: string) => `Chiedi l'accesso a ${venue}`,
    message: /^Messaggio/,
    send: 'Invia la richiesta',
    sent: 'Richiesta inviata',
    close: 'Chiudi',
    requested: 'Accesso richiesto',
    acceptRequest: (name: string) => `Accetta ${name}`,
    joined: (name: string) => `${name} fa ora parte del team come membro del team.`,
    redeemTitle: 'Convalida un pass',
    passCode: 'Codice del pass',
    check: 'Controlla il codice',
    validPass: 'Pass valido',
    redeem: 'Convalida',
    redeemed: 'Convalidato',
    next: 'Prossimo cliente',
    remove: (name: string) => `Rimuovi ${name}`,
    removeTitle: (name: string) => `Rimuovere ${name}?`,
    removeConfirm: 'Rimuovi',
    removed: (name: string) => `${name} non fa più parte del team.`,
    venueTeams: 'Team dei locali',
    venueName: 'Nome del locale',
    find: 'Cerca',
    staffRemove: (name: string) => `Rimuovi ${name}`,
    staffDialog: (name: string, venue: string) => `Rimuovi ${name} da ${venue}`,
    reason: /^Motivo/,
    staffRemoved: (name: string, venue: string) => `${name} è stato rimosso da ${venue}.`,
    staffMail: (venue: string) => `Il nostro staff ha rimosso una persona da ${venue}`,
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

type DashboardReview = { id: string; title: string; public_consent: boolean; reply: unknown };

async function windowOf(browser: Browser, t: Texts, width: number): Promise<Page> {
  const context = await browser.newContext({ locale: t.locale, viewport: { width, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, t: Texts, email: string, password: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: t.logout, exact: true })).toBeVisible();
}

/** Verifies the address from the mailbox, in its own window, then presses Proceed where the person waits. */
async function verifyFromMailbox(page: Page, mailbox: Page, t: Texts, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/verify-email$/);
  await openMailboxLink(mailbox, email, 'verifyEmail');
  await expect(mailbox.getByText(TEXTS.en.verified)).toBeVisible();
  await page.getByRole('button', { name: t.proceed, exact: true }).click();
}

/** Registers `email` on the sign-in screen's register view and verifies it. */
async function register(page: Page, mailbox: Page, t: Texts, email: string): Promise<void> {
  await page.goto('/login?view=register', { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: t.createAccount, exact: true }).click();
  await verifyFromMailbox(page, mailbox, t, email);
  await expect(page).toHaveURL(/\/onboarding\/claim-restaurant$/);
}

/** A public review of the owner's venue that has no reply yet. */
async function publicReviewOf(owner: DevOwner): Promise<DashboardReview> {
  const api = await apiOf(owner);
  const reviews = await api.call<DashboardReview[]>(`/places/${owner.venue.id}/reviews?take=50`);
  const review = reviews.find((item) => item.public_consent && !item.reply);
  if (!review) throw new Error(`${owner.venue.name} has no public review without a reply`);
  return review;
}

/** A mission of the owner's venue that anyone may redeem now; its code. */
async function launchMission(owner: DevOwner): Promise<string> {
  const api = await apiOf(owner);
  const hour = 60 * 60 * 1000;
  const mission = await api.call<{ code: string }>(`/places/missions?id=${owner.venue.id}`, 'POST', {
    title: `Team night ${Date.now()}`,
    description: 'A spritz on the house with dinner.',
    reward: 'A free spritz',
    conditions: 'With a main course',
    starts_at: new Date(Date.now() - hour).toISOString(),
    deadline: new Date(Date.now() + 7 * 24 * hour).toISOString(),
  });
  return mission.code;
}

for (const lng of ['en', 'it'] as const) {
  const t = TEXTS[lng];
  // The owner's language is the one their venue's mails are written in, the invitation's included.
  test.describe(lng, () => {
    test.use({ ownerOptions: { reviews: 8, language: lng } });

    const check = (page: Page, testInfo: TestInfo, name: string) =>
      checkScreen(page, testInfo, `teams-${name}-${lng}`);

    test(`an owner invites a manager, who joins from the mail and replies; the log names them, in ${lng}`, async ({
      browser,
      owner,
    }, testInfo) => {
      // Three or four people, each in a window of their own, and mail between them.
      test.setTimeout(180_000);
      const review = await publicReviewOf(owner);
      const managerEmail = uniqueEmail(testInfo, `manager-${lng}`);
      const ownerPage = await windowOf(browser, t, 1366);
      const managerPage = await windowOf(browser, t, 375);
      const mailbox = await windowOf(browser, TEXTS.en, 1366);

      await signIn(ownerPage, t, owner.email, owner.password);
      await ownerPage.goto('/dashboard/profile/team');
      await ownerPage.getByRole('textbox', { name: t.inviteEmail, exact: true }).fill(managerEmail);
      await ownerPage
        .getByRole('combobox', { name: t.inviteRole, exact: true })
        .selectOption({ label: t.manager });
      await ownerPage.getByRole('button', { name: t.sendInvitation }).click();
      await expect(ownerPage.getByText(t.invitationSent(managerEmail))).toBeVisible();
      await expect(ownerPage.getByText(managerEmail).first()).toBeVisible();
      await check(ownerPage, testInfo, 'team-invited');

      // The invitee opens the link from the mail on their phone and registers with the invited address.
      const mail = await openMail(mailbox, t.invitationSubject(owner.venue.name));
      const link = await mail.getByRole('link', { name: /\/invitation#/ }).getAttribute('href');
      await managerPage.goto(link ?? '');
      await expect(
        managerPage.getByRole('heading', { level: 1, name: t.join(owner.venue.name) }),
      ).toBeVisible();
      await check(managerPage, testInfo, 'invitation');
      await managerPage.getByLabel(t.password, { exact: true }).fill(NEW_USER_PASSWORD);
      await managerPage.getByRole('button', { name: t.createAccount, exact: true }).click();
      await verifyFromMailbox(managerPage, mailbox, t, managerEmail);
      await managerPage.getByRole('button', { name: t.accept }).click();
      await expect(managerPage).toHaveURL(/\/dashboard\/summary$/);

      // The manager replies to a guest.
      await managerPage.goto(`/dashboard/reviews?review=${review.id}`);
      const dialog = managerPage.getByRole('dialog', { name: review.title });
      await dialog.getByRole('button', { name: t.reply, exact: true }).click();
      await dialog.getByRole('textbox', { name: t.replyField }).fill(t.replyText);
      await dialog.getByRole('button', { name: t.publish }).click();
      await expect(dialog.getByText(t.replyText)).toBeVisible();

      // The owner finds the reply in the activity log, under the manager's address.
      await ownerPage.goto('/dashboard/profile/activity');
      await expect(ownerPage.getByRole('heading', { level: 1, name: t.activity })).toBeVisible();
      const entry = ownerPage
        .getByRole('listitem')
        .filter({ hasText: t.replied })
        .filter({ hasText: managerEmail });
      await expect(entry.first()).toBeVisible();
      await check(ownerPage, testInfo, 'activity');

      // Later the provider's staff remove the manager from the back office, with a reason the owner is mailed.
      const staffPage = await windowOf(browser, t, 1366);
      await signIn(staffPage, t, DEMO_USERS.admin, DEMO_PASSWORD);
      await staffPage.goto('/admin');
      const teams = staffPage.getByRole('region', { name: t.venueTeams });
      await teams.getByRole('searchbox', { name: t.venueName }).fill(owner.venue.name);
      await teams.getByRole('button', { name: t.find, exact: true }).click();
      await teams.getByRole('button', { name: new RegExp(`^${owner.venue.name}`) }).click();
      await teams.getByRole('button', { name: t.staffRemove(managerEmail) }).click();
      const removal = staffPage.getByRole('dialog', { name: t.staffDialog(managerEmail, owner.venue.name) });
      await removal.getByRole('textbox', { name: t.reason }).fill('Left the venue in March.');
      await check(staffPage, testInfo, 'staff-removal');
      await removal
        .getByRole('button', { name: t.staffRemove(managerEmail).split(' ')[0]!, exact: true })
        .click();
      await expect(staffPage.getByText(t.staffRemoved(managerEmail, owner.venue.name))).toBeVisible();
      const mailed = await openMail(mailbox, t.staffMail(owner.venue.name));
      await expect(mailed.getByText('Left the venue in March.')).toBeVisible();
      await Promise.all([ownerPage, managerPage, staffPage, mailbox].map((page) => page.context().close()));
    });

    test(`a waiter asks for access, redeems a pass on their phone, and is removed, in ${lng}`, async ({
      browser,
      owner,
    }, testInfo) => {
      // Three or four people, each in a window of their own, and mail between them.
      test.setTimeout(180_000);
      const missionCode = await launchMission(owner);
      const waiterEmail = uniqueEmail(testInfo, `waiter-${lng}`);
      const ownerPage = await windowOf(browser, t, 1366);
      const waiterPage = await windowOf(browser, t, 375);
      const mailbox = await windowOf(browser, TEXTS.en, 1366);

      // The waiter finds the venue already verified, and asks for access with a message.
      await register(waiterPage, mailbox, t, waiterEmail);
      await waiterPage.getByRole('searchbox', { name: t.search }).fill(owner.venue.name);
      await expect(waiterPage.getByText(t.alreadyVerified).first()).toBeVisible();
      await waiterPage.getByRole('button', { name: t.ask(owner.venue.name) }).click();
      const askDialog = waiterPage.getByRole('dialog', { name: t.ask(owner.venue.name) });
      await askDialog.getByRole('textbox', { name: t.message }).fill('Giulia, waitress since May.');
      await check(waiterPage, testInfo, 'ask-access');
      await askDialog.getByRole('button', { name: t.send }).click();
      await expect(waiterPage.getByRole('heading', { name: t.sent })).toBeVisible();
      await waiterPage.getByRole('button', { name: t.close }).click();
      await expect(waiterPage.getByText(t.requested).first()).toBeVisible();

      // The owner accepts the request as a team member (the role a request comes in with).
      await signIn(ownerPage, t, owner.email, owner.password);
      await ownerPage.goto('/dashboard/profile/team');
      await ownerPage.getByRole('button', { name: t.acceptRequest(waiterEmail) }).click();
      await expect(ownerPage.getByText(t.joined(waiterEmail))).toBeVisible();
      await check(ownerPage, testInfo, 'team-accepted');

      // The waiter's phone opens on the redeem screen and redeems a guest's pass.
      const pass = await takePass(missionCode);
      await waiterPage.goto('/dashboard');
      await expect(waiterPage).toHaveURL(/\/dashboard\/missions\/redeem$/);
      await expect(waiterPage.getByRole('heading', { level: 1, name: t.redeemTitle })).toBeVisible();
      await waiterPage.getByLabel(t.passCode).fill(pass.code);
      await waiterPage.getByRole('button', { name: t.check }).click();
      await expect(waiterPage.getByRole('heading', { name: t.validPass })).toBeVisible();
      await check(waiterPage, testInfo, 'redeem');
      await waiterPage.getByRole('button', { name: t.redeem, exact: true }).click();
      await expect(waiterPage.getByRole('heading', { name: t.redeemed })).toBeVisible();

      // The owner removes the waiter, naming them; the waiter's next request is refused.
      await ownerPage.reload();
      await ownerPage.getByRole('button', { name: t.remove(waiterEmail) }).click();
      const confirm = ownerPage.getByRole('dialog', { name: t.removeTitle(waiterEmail) });
      await confirm.getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect(ownerPage.getByText(t.removed(waiterEmail))).toBeVisible();

      // Their screen still shows the redeem form; the next code they check is refused, and the app takes
      // them back to the search, where a person with no venue starts.
      const second = await takePass(missionCode);
      await waiterPage.getByRole('button', { name: t.next }).click();
      await waiterPage.getByLabel(t.passCode).fill(second.code);
      await waiterPage.getByRole('button', { name: t.check }).click();
      await expect(waiterPage).toHaveURL(/\/onboarding\/claim-restaurant$/);
      await expect(waiterPage.getByRole('searchbox', { name: t.search })).toBeVisible();
      await Promise.all([ownerPage, waiterPage, mailbox].map((page) => page.context().close()));
    });
  });
}
