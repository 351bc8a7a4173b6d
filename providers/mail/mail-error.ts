// The mail pack's errors: one small catalogue, thrown by the actions and rendered as
// `{ error: { status, message } }` by the JSON API (the pages show `message`).
import { PackError } from "../../core/pack/index.ts";

export class MailError extends PackError {
  constructor(status: number, message: string) {
    super(status, { error: { status, message } }, message);
  }
}

export const MAIL_ERRORS = {
  unknownMessage: (id: string) => new MailError(404, `No message ${id} in this mailbox`),
  unknownThread: (id: string) => new MailError(404, `No thread ${id} in this mailbox`),
  unknownLabel: (ref: string) => new MailError(404, `No label named ${JSON.stringify(ref)}`),
  labelExists: (name: string) => new MailError(409, `A label named ${JSON.stringify(name)} already exists`),
  badLabelName: (name: string) => new MailError(400, `${JSON.stringify(name)} is not a label name: give 1 to 225 characters, not a folder's name, and no empty part between slashes`),
  badAddress: (text: string) => new MailError(400, `${JSON.stringify(text)} is not a valid email address`),
  noRecipients: () => new MailError(400, "Add at least one recipient"),
  tooManyRecipients: (limit: number) => new MailError(400, `Too many recipients: a message can have at most ${limit} (To and Cc together)`),
  notADraft: (id: string) => new MailError(400, `Message ${id} is not a draft`),
  badRequest: (message: string) => new MailError(400, message),
};
