/** Where an action on a feedback leads: back to its page, with the notice of what was done. */
import type { FastifyReply } from 'fastify';
import { feedbackHref, type DoneNotice } from '../pages.ts';

export const doneRedirect = (reply: FastifyReply, id: string, notice: DoneNotice) => reply.redirect(`${feedbackHref(id)}?erledigt=${notice}`, 303);
