import { houseClockText } from '@lakehouse/contracts';

/** What an email says, once; rendered as both plain text and simple, safe HTML. */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** Label / value lines, e.g. the stay's dates and price breakdown. */
  details?: [string, string][];
  action?: { label: string; url: string };
  footer?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The house as every email signs off: its name, photo, address and the host's contact, from the settings. */
export interface EmailHouseCard {
  name: string;
  address?: string | undefined;
  photoUrl?: string | undefined;
  contactEmail?: string | undefined;
  contactPhone?: string | undefined;
}

const cardLines = (house: EmailHouseCard): string[] =>
  [house.name, house.address, [house.contactEmail, house.contactPhone].filter(Boolean).join(' · ')].filter(
    (line): line is string => Boolean(line),
  );

function houseCardHtml(house: EmailHouseCard | undefined): { top: string; bottom: string } {
  if (!house) return { top: '', bottom: '' };
  const top = house.photoUrl
    ? `<img src="${escapeHtml(house.photoUrl)}" alt="${escapeHtml(house.name)}" width="512" style="display:block;width:100%;max-width:512px;height:auto;border-radius:6px">`
    : '';
  const contact = [
    house.contactEmail
      ? `<a href="mailto:${escapeHtml(house.contactEmail)}" style="color:#14435a">${escapeHtml(house.contactEmail)}</a>`
      : '',
    house.contactPhone ? escapeHtml(house.contactPhone) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [`<strong>${escapeHtml(house.name)}</strong>`, house.address ? escapeHtml(house.address) : '', contact];
  const bottom = `<p style="font-size:12px;color:#55646a;border-top:1px solid #dde3e1;padding-top:12px;margin-top:24px">${lines.filter(Boolean).join('<br>')}</p>`;
  return { top, bottom };
}

/** One email as text and HTML; with `house`, it opens with the house's photo and closes with its card. */
export function renderEmail(content: EmailContent, house?: EmailHouseCard): { text: string; html: string } {
  const width = Math.max(0, ...(content.details ?? []).map(([label]) => label.length));
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details?.length
      ? [...content.details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), '']
      : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    ...(house ? ['--', ...cardLines(house)] : []),
  ]
    .join('\n')
    .trimEnd();
  const card = houseCardHtml(house);
  const rows = (content.details ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#55646a">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1d2b2f">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff">',
    card.top,
    `<h1 style="font-size:22px;color:#14435a">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`),
    rows ? `<table style="border-collapse:collapse;margin:16px 0">${rows}</table>` : '',
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#2e6b3f;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.footer ? `<p style="font-size:12px;color:#55646a">${escapeHtml(content.footer)}</p>` : '',
    card.bottom,
    '</div></body></html>',
  ].join('');
  return { text, html };
}

/** Saturday, June 13, 2026 (from yyyy-MM-dd, no time zone shifts). */
export const formatStayDate = (isoDate: string): string =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An instant (a hold's deadline) as the guest reads it: in the house's own time zone, named. */
export const formatHoldDeadline = (deadline: Date): string =>
  houseClockText(deadline, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
