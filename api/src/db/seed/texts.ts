import type { FundingCategory } from '@backoffice/shared/contract';

/**
 * Readable English for the seeded free text. The generator still draws its random lorem text and
 * uses it only to choose from these banks, so the seed's random sequence — and with it every other
 * seeded value the suites rely on — stays exactly as it was.
 */
export function pickBy<T>(bank: readonly T[], drawn: string): T {
  let hash = 0;
  for (let index = 0; index < drawn.length; index += 1) {
    hash = (hash * 31 + drawn.charCodeAt(index)) >>> 0;
  }
  return bank[hash % bank.length] as T;
}

export const STORY_PARAGRAPHS: Record<FundingCategory, readonly string[]> = {
  medical: [
    'Last spring I was diagnosed with a condition that needs surgery my insurance only partly covers. The hospital has scheduled the operation, but I must pay the remaining costs up front.',
    'My daughter needs physiotherapy three times a week after her accident. We have kept every appointment so far, but the sessions now cost more than we earn in a month.',
    'The treatment is going well and the doctors are hopeful. What we are asking for covers the medication and the travel to the clinic for the next six months.',
  ],
  education: [
    'I have been accepted into a nursing programme starting this autumn. I work evenings to pay my rent, and this support would cover the tuition and the textbooks.',
    'Our community school lost its computer room to water damage. The children share two laptops between thirty pupils, and the teachers cannot set homework online.',
    'Every pound raised goes straight to the college, which has agreed to hold my place until the end of the month.',
  ],
  housing: [
    'After my hours were cut at work I fell two months behind on rent. My landlord has been patient, but I need to clear the arrears to keep our home.',
    'A storm tore part of our roof off and rain now comes into the children’s bedroom. The repair quote is attached, and the builder can start next week.',
    'We are not asking for more than the deposit and the first month’s rent on a safe flat close to my son’s school.',
  ],
  emergency: [
    'A fire in the building next door spread to our flat. We got out safely, but we lost our clothes, furniture and most of what we owned.',
    'Flooding last week ruined the ground floor of our house. We are staying with relatives while we replace the boiler and dry out the walls.',
    'Any help, large or small, gets us back on our feet faster. We will post updates and receipts here as the money is spent.',
  ],
  community: [
    'Our food bank feeds around two hundred families a week. Our freezer has failed and we need a new one before the winter rush.',
    'The youth club has run every Friday for ten years on donations alone. This appeal would pay the hall rent and a part-time coordinator for a year.',
    'Volunteers give their time freely; what we need is the equipment and the space to keep going.',
  ],
  other: [
    'My guide dog retired this year and the charity that trains them asks for a contribution towards the next one.',
    'I am caring full time for my father and need a wheelchair-accessible car to take him to his appointments.',
    'Thank you for reading and for anything you can give. It makes a real difference to us.',
  ],
};

export const MEMBER_MESSAGES = [
  'Hi, I uploaded the hospital invoice yesterday. Can you check it arrived?',
  'When will my funding request be reviewed?',
  'I made a mistake in my bank details, how can I change them?',
  'Thanks for the quick reply!',
  'The payment shows as pending on my side, is that normal?',
  'Can I add another document to my request?',
  'My request was rejected, could you tell me what was missing?',
  'Is there a limit on how much I can ask for?',
  'I have not received the email to verify my account.',
  'Could you remove my phone number from my public profile?',
  'Someone is sending me messages asking for money, can you look into it?',
  'I can’t log in on my phone any more.',
  'Hello, is anyone there?',
  'Great, that worked. Thank you.',
];

export const ADMIN_REPLIES = [
  'Hi! Thanks for getting in touch, I’m looking into it now.',
  'Yes, the document arrived and is attached to your request.',
  'Your request is in the review queue; we usually answer within two working days.',
  'You can update your bank details under Settings → Payouts.',
  'Could you send a photo of the receipt? The scan is hard to read.',
  'I have resent the verification email; please check your spam folder too.',
  'Thanks for letting us know, we have blocked that account.',
  'Anything else I can help you with today?',
];

/** A story of as many paragraphs as the drawn lorem text has, from the category's bank. */
export function storyFor(category: FundingCategory, drawn: string): string {
  const paragraphs = drawn
    .split('\n\n')
    .map((paragraph) => pickBy(STORY_PARAGRAPHS[category], paragraph));
  return [...new Set(paragraphs)].join('\n\n');
}
