/**
 * Where an action on a feedback leads: back to its page, with the notice of what was done, at
 * the confirmation (#bestaetigung), so the browser shows it at the top of the view.
 */
import type { FastifyReply } from 'fastify';
import { doneHref, type DoneNotice } from '../../pages/editor/format.ts';

export const doneRedirect = (reply: FastifyReply, id: string, notice: DoneNotice) => reply.redirect(doneHref(id, notice), 303);
