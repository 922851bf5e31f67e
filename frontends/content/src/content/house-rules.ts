/**
 * The house rules (spec section 9, 'House rules content (eight sections)').
 *
 * `content` is HTML text (spec section 3, 'House rule section'). It is built from the static
 * constants in this file and the host's clock times, which the settings schema allows only as
 * `HH:mm` (written out by houseTimesText) — never from free text — so it is safe to render with
 * `dangerouslySetInnerHTML`. Keep it to simple markup: <p>, <ul>, <li>, <strong>.
 */
export interface HouseRuleSection {
  id: string;
  title: string;
  /** HTML text (spec section 3). Trusted static markup only. */
  content: string;
}

/** Joins list items into a <ul>; items are trusted static markup. */
const list = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const MAX_OVERNIGHT_GUESTS = 11;
const TRASH_DAY = 'Thursday';

/** The house's times as written ('3:00 PM', '10:00 AM', '10 PM to 7 AM'), from the host's settings. */
export interface HouseTimesText {
  checkIn: string;
  checkOut: string;
  quietHours: string;
}

export const houseRuleSections = (times: HouseTimesText): HouseRuleSection[] => [
  {
    id: 'check-in-out',
    title: 'Check-in & Check-out',
    content:
      `<p><strong>Check-in:</strong> ${times.checkIn} or later. <strong>Check-out:</strong> ${times.checkOut}.</p>` +
      list(
        'Keyless entry instructions are sent 24 hours before arrival.',
        'Early check-in or late check-out is available on request, subject to availability, and must be pre-arranged.',
        'Before leaving: run the dishwasher, take the trash to the garage bins, turn off lights and lock all doors.',
      ),
  },
  {
    id: 'policies',
    title: 'Policies',
    content: list(
      'Shoes off inside the house, please.',
      'Pots and pans are washed by hand (not in the dishwasher).',
      'No smoking or vaping indoors.',
      'No pets, with no exceptions.',
      `Quiet hours are ${times.quietHours}.`,
      `Maximum ${MAX_OVERNIGHT_GUESTS} overnight guests.`,
    ),
  },
  {
    id: 'parking',
    title: 'Parking',
    content: list(
      'The garage holds 2 vehicles and has one Level 2 EV charger (J1772 plug).',
      'At most 2 more vehicles may park in the driveway overnight.',
      'No street parking.',
      'A free beach parking pass is available from the community activity center.',
    ),
  },
  {
    id: 'wifi-entertainment',
    title: 'WiFi & Entertainment',
    content: list(
      'Gigabit cable internet with a mesh WiFi network covering the whole house.',
      'Streaming players and smart TVs in several rooms.',
      'A game room for all ages.',
      'The network name and password are given with your check-in instructions.',
    ),
  },
  {
    id: 'kitchen-dining',
    title: 'Kitchen & Dining',
    content: list(
      'The kitchen is equipped to cook and serve for 11 or more.',
      `Trash goes out on ${TRASH_DAY}.`,
      'Please clean the grill after use, including the drip pan: grease attracts bears.',
    ),
  },
  {
    id: 'linens-bedding',
    title: 'Linens & Bedding',
    content: list(
      'Towels are provided and beds are made up for your arrival.',
      'A pack-n-play is available for little ones.',
      'Sheets for the pull-out sofa are provided.',
      'A washer and dryer are in the basement.',
    ),
  },
  {
    id: 'heating-cooling',
    title: 'Heating & Cooling',
    content: list(
      'Please keep thermostats between 65 and 75°F.',
      'A pellet stove heats the den (see the how-to guide before using it).',
    ),
  },
  {
    id: 'safety-emergency',
    title: 'Safety & Emergency',
    content: list(
      'Baby gates are available for stairways.',
      'Smoke and carbon monoxide detectors are installed throughout the house.',
      'A first aid kit is in the kitchen.',
      'Emergency numbers for community security and the community main office are posted in the house. For any emergency, call 911.',
      'The nearest hospital (New London Hospital) is about 17 minutes away.',
      'The water shutoff is in the basement.',
      'Bear safety: never leave trash, food or bird feeders outside, and keep the grill clean.',
    ),
  },
];
