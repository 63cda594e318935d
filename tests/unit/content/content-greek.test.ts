import { jsonRequest, ORIGIN as SITE } from '@/tests/helpers/account-routes';
import { safeParse } from 'zod/v4/core';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '@/lib/account/schemas';
import { ACCESSIBILITY_ENFORCEMENT_BODY, ACCESSIBILITY_STANDARD } from '@/lib/accessibility';
import { SUPPORT_PHONE_HOURS } from '@/lib/constants';
import { faqs } from '@/lib/content/faqs';
import { policyTexts, storeCitiesIn } from '@/lib/content/policy-texts';
import { storeTexts } from '@/lib/content/store-texts';
import { shopAddressIn, traderIn } from '@/lib/content/trader-in';
import { contactSchemaIn } from '@/lib/forms/contact-schema';
import { traderDetails } from '@/lib/precontract/trader';
import * as policy from '@/lib/policy';
import { hoursText, site, storeCities } from '@/lib/site';
import { MESSAGES } from '@/messages';
import { contactHandler } from '@/server/contact/contact-route';
import { memoryLimiter } from '../../helpers/memory-limiter';

// The content and legal pages' facts in both languages: the English catalogue says exactly what
// lib/policy.ts, lib/site.ts and lib/accessibility.ts say (the English pages are unchanged), the
// Greek one translates them, with Greek money formats; the contact form's rules answer in Greek.

const GREEK = /[\u0370-\u03ff]/;

describe('the policy phrases', () => {
  it('are lib/policy.ts word for word in English', () => {
    expect(policyTexts('en')).toEqual({
      standardShippingDays: policy.STANDARD_SHIPPING_DAYS,
      sameDayCutoff: policy.SAME_DAY_CUTOFF,
      cyprusOnly: policy.CYPRUS_ONLY,
      pickupReady: policy.PICKUP_READY,
      returnWindow: policy.RETURN_WINDOW,
      returnProcessing: policy.RETURN_PROCESSING,
      returnShipping: policy.RETURN_SHIPPING,
      nonReturnable: policy.NON_RETURNABLE,
      withdrawalUnaffected: policy.WITHDRAWAL_UNAFFECTED,
      returnCondition: policy.RETURN_CONDITION,
      modifyCancelWindow: policy.MODIFY_CANCEL_WINDOW,
      supportHours: SUPPORT_PHONE_HOURS,
      shippingFee: '€3.00',
      freeShippingFrom: '€50.00',
    });
  });

  it('are Greek, with the same numbers and Greek money, in Greek', () => {
    const el = policyTexts('el');
    for (const text of Object.values(el).filter((t) => !/^[\d,\s€ ]+$/.test(t))) expect(text).toMatch(GREEK);
    expect(el.standardShippingDays).toBe('1-2 εργάσιμες ημέρες');
    expect(el.returnWindow).toBe('14 εργάσιμων ημερών από την παράδοση');
    expect(el.shippingFee).toMatch(/^3,00\s€$/);
    expect(el.freeShippingFrom).toMatch(/^50,00\s€$/);
    // The delivery rule in the checkout's Greek words (decision 0074).
    expect(el.cyprusOnly).toBe(MESSAGES.el.checkout.client.errors.cyprusOnly);
  });
});

describe('stores and the trader in Greek', () => {
  it('repeat lib/site.ts in English', () => {
    expect(storeCitiesIn('en')).toBe(storeCities());
    for (const store of site.stores)
      expect(storeTexts(store, 'en')).toEqual({
        name: store.name,
        address: store.address,
        city: store.city,
        district: store.state,
        hours: store.hours.map(hoursText),
      });
    expect(shopAddressIn('en')).toEqual(site.address);
  });

  it('give Greek names, streets, towns and days in Greek', () => {
    const limassol = storeTexts(site.stores[0], 'el');
    expect(limassol).toEqual({
      name: 'RUCK Λεμεσός',
      address: 'Οδός Ανεξαρτησίας 28',
      city: 'Λεμεσός',
      district: 'Επαρχία Λεμεσού',
      hours: ['Δευ-Σάβ 10:30-20:00', 'Κυρ 11:00-20:00'],
    });
    for (const store of site.stores) expect(storeTexts(store, 'el').city).toMatch(GREEK);
    const trader = traderDetails({ legalName: 'Ruck Fashion Ltd', vatNumber: 'CY99999999L' });
    expect(traderIn(trader, 'en')).toBe(trader);
    expect(traderIn(trader, 'el')).toEqual({
      ...trader,
      address: 'Οδός Ανεξαρτησίας 28, 3036 Λεμεσός, Κύπρος',
    });
  });
});

describe('the accessibility statement facts', () => {
  it('are lib/accessibility.ts in English and translated in Greek', () => {
    expect(MESSAGES.en.legal.accessibility.standardName).toBe(ACCESSIBILITY_STANDARD);
    expect(MESSAGES.en.legal.accessibility.enforcementBody).toBe(ACCESSIBILITY_ENFORCEMENT_BODY);
    expect(MESSAGES.el.legal.accessibility.enforcementBody).toContain(
      'Τμήμα Κοινωνικής Ενσωμάτωσης Ατόμων με Αναπηρίες',
    );
  });
});

describe('the FAQs in Greek', () => {
  it('are the same 8 questions, in Greek, quoting the policy in Greek', () => {
    const el = faqs('el');
    expect(el).toHaveLength(8);
    for (const faq of el) {
      expect(faq.question).toMatch(GREEK);
      expect(faq.answer).toMatch(GREEK);
      expect(faq.answer).not.toMatch(/\{\w+\}/);
    }
    const text = el.map((f) => f.answer).join('\n');
    expect(text).toContain(policyTexts('el').returnWindow);
    expect(text).toMatch(/3,00\s€/);
    expect(text).toContain('Λεμεσό, Λευκωσία και Λάρνακα');
    expect(text).not.toContain('business day');
    expect(faqs('en')[0].question).toBe('How long does delivery take?');
  });
});

const valid = { name: 'Νίκη', email: 'niki@example.com', subject: 'Μεγέθη', message: 'Έχετε το M σε μπλε;' };
const check = (input: unknown) => {
  const parsed = safeParse(contactSchemaIn(MESSAGES.el.content.client.errors), input);
  return parsed.success ? { ok: true } : { ok: false, error: fieldErrors(parsed.error) };
};

describe('the contact form rules in Greek', () => {
  it('name each missing field in Greek', () => {
    expect(check({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      ok: false,
      error: {
        name: 'Παρακαλούμε εισαγάγετε το όνομά σας',
        email: 'Παρακαλούμε εισαγάγετε τη διεύθυνση email σας',
        subject: 'Παρακαλούμε εισαγάγετε θέμα',
        message: 'Παρακαλούμε γράψτε το μήνυμά σας',
      },
    });
    expect(check({ ...valid, email: 'niki@' })).toEqual({
      ok: false,
      error: { email: 'Παρακαλούμε εισαγάγετε ένα έγκυρο email' },
    });
    expect(check({ ...valid, subject: 'x'.repeat(151) })).toEqual({
      ok: false,
      error: { subject: 'Παρακαλούμε γράψτε λιγότερους από 150 χαρακτήρες' },
    });
    expect(check(valid)).toEqual({ ok: true });
  });
});

describe('POST /api/contact in the shopper language', () => {
  const post = (body: unknown, cookie?: string) =>
    jsonRequest('POST', '/api/contact', body, {
      'x-forwarded-for': '203.0.113.9',
      ...(cookie ? { cookie } : {}),
    });
  const handler = (save = vi.fn().mockResolvedValue(3)) =>
    contactHandler({ limiter: memoryLimiter(10), origin: () => SITE, save, defer: (task) => void task() });

  it('refuses a bad field in Greek for a Greek shopper, in English otherwise', async () => {
    const greek = await handler()(post({ ...valid, email: 'niki@' }, 'lang=el'));
    expect(greek.status).toBe(400);
    expect(await greek.json()).toMatchObject({
      error: { fields: { email: 'Παρακαλούμε εισαγάγετε ένα έγκυρο email' } },
    });
    const english = await handler()(post({ ...valid, email: 'niki@' }));
    expect(await english.json()).toMatchObject({
      error: { fields: { email: 'Please enter a valid email address' } },
    });
  });

  it('says in Greek that a message could not be stored', async () => {
    const res = await handler(vi.fn().mockRejectedValue(new Error('SQLITE_BUSY')))(post(valid, 'lang=el'));
    expect(res.status).toBe(503);
    expect((await res.json()).error.message).toBe(MESSAGES.el.content.contact.unavailable);
  });

  it('takes a Greek message', async () => {
    const save = vi.fn().mockResolvedValue(4);
    expect((await handler(save)(post(valid, 'lang=el'))).status).toBe(201);
    expect(save).toHaveBeenCalledWith(valid);
  });
});
