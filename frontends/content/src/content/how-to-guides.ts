import type { HouseTimesText } from './house-rules';

/** The seven how-to guides on /house-rules (spec section 2). Most have a tutorial link and all have numbered steps. */
export interface HowToGuide {
  id: string;
  title: string;
  summary: string;
  steps: string[];
  /** The manufacturer's help/video page, opened in a new tab as 'Watch tutorial'. */
  videoUrl?: string;
  videoLabel?: string;
}

export const howToGuides: HowToGuide[] = [
  {
    id: 'smart-locks',
    title: 'Smart Locks',
    summary: 'Keyless entry on the front and garage doors. Your personal code is sent 24 hours before arrival.',
    steps: [
      'Press the keypad once to wake it up.',
      'Enter your personal entry code, then press the lock button.',
      'Turn the handle within a few seconds, while the light shows green.',
      'To lock when leaving, press the lock button on the outside keypad (or turn the thumb-turn inside).',
      'If the keypad does not respond, the batteries may be low: call us and we will help right away.',
    ],
    videoUrl: 'https://www.schlage.com/',
    videoLabel: 'Schlage support',
  },
  {
    id: 'thermostat',
    title: 'Smart Thermostat',
    summary: 'Each floor has its own thermostat. Please keep it between 65 and 75°F.',
    steps: [
      'Tap the thermostat screen to wake it.',
      'Use the up and down arrows (or slider) to pick a temperature between 65 and 75°F.',
      'Choose Heat in winter or Cool in summer from the mode menu; leave it on Auto if unsure.',
      'Give it 20-30 minutes to reach the new temperature; changing it repeatedly does not speed it up.',
      'Please close windows while the heat or air conditioning is running.',
    ],
    videoUrl: 'https://support.ecobee.com/',
    videoLabel: 'ecobee support',
  },
  {
    id: 'roku-tv',
    title: 'Roku & Smart TVs',
    summary: 'Streaming players and smart TVs are in several rooms. Sign in with your own accounts.',
    steps: [
      'Turn on the TV with its remote; the Roku home screen appears.',
      'If you see a different screen, press the Home button on the Roku remote.',
      'Open the streaming app you want and sign in with your own account.',
      'Before check-out, sign out of your accounts (Settings or the app’s own menu).',
      'No picture? Check the TV input is set to the Roku’s HDMI port, then restart the Roku from Settings > System.',
    ],
    videoUrl: 'https://support.roku.com/',
    videoLabel: 'Roku support',
  },
  {
    id: 'pellet-stove',
    title: 'Pellet Stove',
    summary: 'The pellet stove heats the den. Adults only; never leave it running when everyone is out.',
    steps: [
      'Check the hopper has pellets (bags are in the garage); fill it with the lid fully closed afterwards.',
      'Press the power button on the control panel; the igniter lights the fire within a few minutes.',
      'Set the heat level with the arrow buttons; the fan will come on as the stove warms up.',
      'Keep children, furniture and anything flammable at least 3 feet away; the glass gets very hot.',
      'To turn it off, press the power button. The fans keep running until the stove has cooled: never unplug it.',
    ],
    videoUrl: 'https://www.harmanstoves.com/',
    videoLabel: 'Harman stoves',
  },
  {
    id: 'wifi',
    title: 'WiFi',
    summary: 'Gigabit cable internet with a mesh network covering the whole house.',
    steps: [
      'Open your device’s WiFi settings.',
      'Choose the network name given in your check-in instructions.',
      'Enter the password from your check-in instructions (also on the card in the kitchen).',
      'Slow or no connection? Unplug the modem in the basement for 30 seconds, plug it back in and wait 5 minutes.',
      'Still not working? Contact us and we will reset it remotely.',
    ],
    videoUrl: 'https://support.eero.com/',
    videoLabel: 'eero support',
  },
  {
    id: 'kitchen-appliances',
    title: 'Kitchen Appliances',
    summary: 'A fully equipped kitchen for 11 or more.',
    steps: [
      'Dishwasher: detergent pods are under the sink; start it with the Start button and close the door within a few seconds. Pots and pans are washed by hand.',
      'Range and oven: turn the knob or press Bake, set the temperature and wait for the preheat tone.',
      'Coffee maker: fill the reservoir with water, add a filter and grounds, then press Brew.',
      'Grill (deck): open the lid before lighting, and clean the grates and the drip pan after use because of bears.',
      'Trash and recycling go to the bins in the garage; trash goes out on Thursday.',
    ],
  },
  {
    id: 'water-main-valve',
    title: 'Water Main Smart Valve',
    summary: 'A smart shut-off valve on the water main in the basement protects the house from leaks.',
    steps: [
      'If the valve detects a leak it closes automatically and water stops flowing in the house.',
      'Check for visible leaks (under sinks, around the water heater and washer) before reopening it.',
      'If there is no leak, press the open button on the valve in the basement once to restore water.',
      'In an emergency, turn the manual handle on the main line in the basement to close the water supply.',
      'Always tell us about any leak or automatic shut-off so we can check the house.',
    ],
  },
];

/** Additional information block on /house-rules. */
export const additionalInformation = (times: HouseTimesText): { title: string; text: string }[] => [
  {
    title: 'Maintenance',
    text: 'Something not working? Contact us right away and we will arrange a fix as quickly as possible. Please do not attempt repairs yourself.',
  },
  {
    title: 'Quiet Hours',
    text: `Quiet hours are ${times.quietHours}, out of respect for our neighbors in the Eastman community.`,
  },
  {
    title: 'Trash',
    text: 'Trash goes out on Thursday. Keep all trash in the garage bins until then; never leave it outside, because of bears.',
  },
  {
    title: 'Late Check-out',
    text: 'Late check-out is available on request, subject to availability, and must be pre-arranged. Ask us a few days before departure.',
  },
];
