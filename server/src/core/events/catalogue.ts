import type { RequestContext } from '../request-context.js';
import { defineEvent } from './event.js';

/**
 * The events modules announce to each other. They live in core so that the module announcing
 * one and the modules handling it import only core, never each other.
 */

/** A payment provider settled an open invoice: paid, or canceled by the buyer. Its intents moved with it. */
export const invoiceSettled = defineEvent<{ invoiceId: string; outcome: 'paid' | 'canceled'; paymentIntentIds: string[] }>('invoice.settled');

/** Open invoices ended without a payment (an order of theirs was canceled, or their provider never started): their intents ended too. */
export const invoiceCanceled = defineEvent<{ invoiceIds: string[]; paymentIntentIds: string[] }>('invoice.canceled');

/** Orders were canceled; `paymentIntentIds` are the payment intents linked to them. */
export const orderCanceled = defineEvent<{ orderIds: string[]; paymentIntentIds: string[] }>('order.canceled');

/** Orders are about to be deleted; `paymentIntentIds` are the payment intents linked to them. */
export const orderDeleted = defineEvent<{ orderIds: string[]; paymentIntentIds: string[] }>('order.deleted');

/** A visitor (an anonymous subject, `visitorId`) signed in to an account (`subjectId`) in this request. */
export const subjectSignedIn = defineEvent<{ context: RequestContext; visitorId: string; subjectId: string }>('subject.signedIn');
