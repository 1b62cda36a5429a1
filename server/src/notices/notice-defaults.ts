import type { NoticeChannel, NoticeKind } from '@console/api/contract';

/**
 * The texts a fresh installation sends, per kind and channel, until staff change them (a change is
 * a row of `notice_templates`; without one, these). SMS texts stay within one or two parts.
 */
export const DEFAULT_NOTICE_TEXTS: Record<NoticeKind, Record<NoticeChannel, { subject: string; body: string }>> = {
  plan_ends_soon: {
    email: {
      subject: 'Your {plan} plan ends on {endsAt}',
      body: 'Dear {name},\n\nYour {plan} plan on account {username} ends on {endsAt}, in {days} days. Renew before then to stay online.\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: Dear {name}, your {plan} plan ends on {endsAt}. Renew to stay online.' },
  },
  plan_ended: {
    email: {
      subject: 'Your {plan} plan has ended',
      body: 'Dear {name},\n\nYour {plan} plan on account {username} ended on {endedAt}. Renew it or buy another plan to get back online.\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: Dear {name}, your {plan} plan ended on {endedAt}. Renew to get back online.' },
  },
  quota_80: {
    email: {
      subject: 'You have used {percent} % of your data',
      body: 'Dear {name},\n\nYou have used {used} of the {quota} of your {plan} plan ({percent} %).\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: Dear {name}, you have used {used} of your {quota} data ({percent} %).' },
  },
  quota_100: {
    email: {
      subject: 'Your data is used up',
      body: 'Dear {name},\n\nYou have used all {quota} of your {plan} plan. Buy more data or renew to get back online.\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: Dear {name}, your {quota} data is used up. Renew or buy more to get back online.' },
  },
  payment_received: {
    email: {
      subject: 'Payment received: receipt {receipt}',
      body: 'Dear {name},\n\nWe received your payment of {amount} (receipt {receipt}). Thank you.\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: Dear {name}, we received {amount}. Receipt {receipt}. Thank you.' },
  },
  network_password_changed: {
    email: {
      subject: 'Your network password was changed',
      body: 'Dear {name},\n\nThe network password of account {username} was changed on {changedAt}. If you did not ask for this, call us.\n\n{isp}',
    },
    sms: { subject: '', body: '{isp}: the network password of {username} was changed on {changedAt}. Not you? Call us.' },
  },
  voucher_batch_ready: {
    email: { subject: 'Voucher batch {batch} is ready', body: '{salePoint}: voucher batch {batch} ({count} vouchers of {plan}) is ready.\n\n{isp}' },
    sms: { subject: '', body: '{isp}: {salePoint}, voucher batch {batch} ({count} x {plan}) is ready for collection.' },
  },
};
