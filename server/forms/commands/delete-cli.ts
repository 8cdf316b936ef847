// `npm run receiver:delete -- --reference К-000042` or `-- --phone "8 999 123-45-67"`: deletes a
// person's forms when they withdraw their consent (152-ФЗ ст. 9 ч. 2, ст. 21 ч. 5), found by the
// reference number they were given or by their phone as they say it (phone-as-sent.ts; its HMAC:
// nothing is decrypted to find it).
// The deletion log keeps the reference and the time only. The database: DATABASE_URL, else the
// embedded folder RECEIVER_DATA_DIR; RECEIVER_HMAC_KEY as the receiver has it.
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandUsage, HELP_OPTION } from './command-usage.ts';
import { phoneAsSent } from '../submissions/phone-as-sent.ts';
import { deleteOnRequest, type DeletionRequest } from '../submissions/retention.ts';

const USAGE = `usage: npm run receiver:delete -- --reference К-000042 | --phone "+7 999 123-45-67"

  --reference R   deletes the form with that reference number
  --phone N       deletes every form sent from that phone, written as the person says it
                  (8 999 123-45-67, +7 (999) 123 45 67…)
  --help, -h      this text

the receiver's environment: DATABASE_URL, else RECEIVER_DATA_DIR (stop the receiver first),
RECEIVER_KEYS and RECEIVER_HMAC_KEY; exit codes: 0 done (also when nothing was found), 2 refused`;

const { help, fail } = commandUsage('receiver:delete', USAGE);

let values: { reference?: string | undefined; phone?: string | undefined; help?: boolean | undefined } = {};
try {
  values = parseArgs({ options: { reference: { type: 'string' }, phone: { type: 'string' }, ...HELP_OPTION }, strict: true }).values;
} catch (error) {
  fail((error as Error).message);
}
if (values.help) help();
if (!values.reference === !values.phone) fail('name one form by --reference К-000042, or a person by --phone "+7 999 123-45-67"');
const phone = values.phone === undefined ? undefined : phoneAsSent(values.phone);
if (phone !== undefined && 'refusal' in phone) fail(`--phone: ${phone.refusal}`);
const request: DeletionRequest = phone !== undefined && 'phone' in phone ? { phone: phone.phone } : { reference: values.reference! };
const { db, cipher } = await openCommandDatabase().catch((error: unknown) => fail((error as Error).message));
try {
  const deleted = await deleteOnRequest(db, request, cipher);
  if ('phone' in request) process.stdout.write(`looked for the forms of ${request.phone}\n`);
  process.stdout.write(
    deleted === 0 ? 'no form found: nothing deleted\n' : `deleted ${deleted} form(s); the deletion log keeps their reference numbers and the time\n`,
  );
} finally {
  await db.close();
}
