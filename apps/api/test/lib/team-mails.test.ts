import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS } from '@venues/contracts/team-rules';
import { cleanDetails } from '../../src/plugins/app/activity/activity-log';
import {
  accessDecisionMail,
  accessRequestMail,
  invitationMail,
  staffRemovalMail,
} from '../../src/plugins/app/mail/templates/team';

const url = 'http://localhost:8080/invitation#secret-token-value';

describe("the team's mails", () => {
  it('invite in both languages, in HTML and text, with the link and how long it works', () => {
    for (const [language, role, days] of [
      ['en', 'manager', `${INVITATION_TTL_DAYS} days`],
      ['it', 'responsabile', `${INVITATION_TTL_DAYS} giorni`],
    ] as const) {
      const mail = invitationMail({
        language,
        to: 'luca@example.test',
        name: null,
        inviter: 'Giulia Rossi',
        placeName: 'Osteria del Porto',
        role: 'manager',
        url,
      });
      expect(mail.subject).toContain('Osteria del Porto');
      for (const body of [mail.text, mail.html ?? '']) {
        expect(body).toContain(url);
        expect(body).toContain(days);
        expect(body).toContain(role);
        expect(body).toContain('Giulia Rossi');
      }
    }
  });

  it('tell the owners who asks, and the asker only the answer', () => {
    const request = accessRequestMail({
      language: 'it',
      to: 'owner@example.test',
      name: 'Giulia Rossi',
      placeName: 'Osteria del Porto',
      asker: 'Paolo Greco (paolo@example.test)',
      message: '<b>Ciao</b>',
      teamUrl: 'http://localhost:8080/dashboard/profile/team',
    });
    expect(request.text).toContain('Paolo Greco (paolo@example.test)');
    expect(request.html).toContain('&lt;b&gt;Ciao&lt;/b&gt;');
    const declined = accessDecisionMail({
      language: 'en',
      to: 'paolo@example.test',
      name: 'Paolo Greco',
      placeName: 'Osteria del Porto',
      accepted: false,
    });
    expect(declined.subject).toBe('Your request for Osteria del Porto was declined');
    expect(declined.text).not.toContain('Giulia');
    const removed = staffRemovalMail({
      language: 'en',
      to: 'owner@example.test',
      name: null,
      placeName: 'Osteria del Porto',
      person: 'Marco B.',
      reason: 'Former employee',
      supportEmail: 'support@example.test',
    });
    expect(removed.text).toContain('Reason: Former employee');
  });
});

describe("an activity entry's details", () => {
  it('keep what a change was about and drop a guest’s identity and media', () => {
    expect(
      cleanDetails({
        mission_title: 'Bring a friend',
        pass_code: 'ABCD2345',
        email: 'luca@example.test',
        person_name: 'Luca Ferri',
        guest_uid: 'anon-123',
        reviewer_name: 'Maria Rossi',
        display_name: 'Maria Rossi',
        video_url: 'https://cdn.example/v.mp4',
        poster_key: 'reviews/p.jpg',
        uid: 'anon-123',
      }),
    ).toEqual({
      mission_title: 'Bring a friend',
      pass_code: 'ABCD2345',
      email: 'luca@example.test',
      person_name: 'Luca Ferri',
    });
  });
});
