import type { Season } from '@lakehouse/web-kit';

/**
 * 'Explore the Area' (spec section 2): per season a heading, a one-line subtitle and three categories of two or
 * three places within 30 minutes of the house. Travel times are approximate driving times from the house in
 * Grantham. Places without a url (the spring indoor ideas, 'At House') are shown as plain text.
 */
type AccentColour = 'primary' | 'secondary' | 'accent';

export interface GuidePlace {
  name: string;
  description: string;
  /** '15 min' or 'At House'. */
  distance: string;
  url: string | null;
}

interface GuideCategory {
  title: string;
  /** Key of the category's icon (see components/home/ExploreTheArea.tsx). */
  icon: 'ski' | 'snow' | 'town' | 'home' | 'family' | 'walk' | 'lake' | 'hike' | 'golf' | 'leaf' | 'apple';
  colour: AccentColour;
  places: GuidePlace[];
}

export interface SeasonPreview {
  label: string;
  heading: string;
  subtitle: string;
  categories: [GuideCategory, GuideCategory, GuideCategory];
}

const EASTMAN = 'https://www.eastmannh.org';
const STATE_PARKS = 'https://www.nhstateparks.org';
const MOUNT_SUNAPEE = 'https://www.mountsunapee.com';

export const SEASON_PREVIEWS: Record<Season, SeasonPreview> = {
  winter: {
    label: 'Winter',
    heading: 'Winter Adventures',
    subtitle: 'Ski the nearby mountains, glide through snowy woods, then warm up by the fire.',
    categories: [
      {
        title: 'Downhill Skiing',
        icon: 'ski',
        colour: 'primary',
        places: [
          {
            name: 'Whaleback Mountain',
            description: 'Community-run ski area with night skiing and a terrain park.',
            distance: '20 min',
            url: 'https://www.whaleback.com',
          },
          {
            name: 'Mount Sunapee Resort',
            description: 'The region’s biggest mountain, with lake views from the summit.',
            distance: '25 min',
            url: MOUNT_SUNAPEE,
          },
        ],
      },
      {
        title: 'Cross-Country & Snowshoeing',
        icon: 'snow',
        colour: 'secondary',
        places: [
          {
            name: 'Eastman Cross Country Center',
            description: 'Groomed ski and snowshoe trails through the Eastman woods.',
            distance: '5 min',
            url: EASTMAN,
          },
          {
            name: 'Winslow State Park',
            description: 'Snowshoe routes on the slopes of Mount Kearsarge.',
            distance: '25 min',
            url: STATE_PARKS,
          },
        ],
      },
      {
        title: 'Town & Culture',
        icon: 'town',
        colour: 'accent',
        places: [
          {
            name: 'Lebanon Opera House',
            description: 'Concerts, theatre and family shows all winter.',
            distance: '25 min',
            url: 'https://www.lebanonoperahouse.org',
          },
          {
            name: 'Hood Museum of Art',
            description: 'Dartmouth’s free art museum in Hanover.',
            distance: '30 min',
            url: 'https://hoodmuseum.dartmouth.edu',
          },
        ],
      },
    ],
  },
  spring: {
    label: 'Spring',
    heading: 'Spring Family Gatherings',
    subtitle: 'Room for the whole family: games at the house, museums nearby and the first walks of the year.',
    categories: [
      {
        title: 'Indoor Fun',
        icon: 'home',
        colour: 'primary',
        places: [
          {
            name: 'Game Room',
            description: 'Games for all ages for rainy spring afternoons.',
            distance: 'At House',
            url: null,
          },
          {
            name: 'Movie Night',
            description: 'Streaming players and smart TVs in several rooms.',
            distance: 'At House',
            url: null,
          },
          {
            name: 'Fireside Evenings',
            description: 'Gather round the pellet stove in the den on cool nights.',
            distance: 'At House',
            url: null,
          },
        ],
      },
      {
        title: 'Family Outings',
        icon: 'family',
        colour: 'secondary',
        places: [
          {
            name: 'Enfield Shaker Museum',
            description: 'Shaker village, gardens and trails by Mascoma Lake.',
            distance: '20 min',
            url: 'https://www.shakermuseum.org',
          },
          {
            name: 'Montshire Museum of Science',
            description: 'Hands-on science museum with riverside trails.',
            distance: '30 min',
            url: 'https://www.montshire.org',
          },
        ],
      },
      {
        title: 'Spring Walks',
        icon: 'walk',
        colour: 'accent',
        places: [
          {
            name: 'Eastman Trails',
            description: 'Woodland paths around the lake, right from the community.',
            distance: '5 min',
            url: EASTMAN,
          },
          {
            name: 'Saint-Gaudens National Historical Park',
            description: 'Gardens, sculpture and trails in Cornish.',
            distance: '30 min',
            url: 'https://www.nps.gov/saga/index.htm',
          },
        ],
      },
    ],
  },
  summer: {
    label: 'Summer',
    heading: 'Summer Activities',
    subtitle: 'Long days on the water, on the trails and on the fairway.',
    categories: [
      {
        title: 'On the Lake',
        icon: 'lake',
        colour: 'primary',
        places: [
          {
            name: 'Eastman Lake Beaches',
            description: 'Swimming, paddling and sandy beaches for Eastman guests.',
            distance: '5 min',
            url: EASTMAN,
          },
          {
            name: 'Mount Sunapee State Park Beach',
            description: 'A sandy beach on Lake Sunapee with a picnic area.',
            distance: '25 min',
            url: STATE_PARKS,
          },
          {
            name: 'Lake Sunapee Cruises',
            description: 'Narrated boat cruises from Sunapee Harbor.',
            distance: '25 min',
            url: 'https://www.sunapeecruises.com',
          },
        ],
      },
      {
        title: 'Hiking',
        icon: 'hike',
        colour: 'secondary',
        places: [
          {
            name: 'Mount Kearsarge (Winslow State Park)',
            description: 'A short, steep climb to wide summit views.',
            distance: '25 min',
            url: STATE_PARKS,
          },
          {
            name: 'Eastman Trails',
            description: 'Easy loops through the woods around Eastman Lake.',
            distance: '5 min',
            url: EASTMAN,
          },
        ],
      },
      {
        title: 'Golf & Adventure',
        icon: 'golf',
        colour: 'accent',
        places: [
          {
            name: 'Eastman Golf Links',
            description: 'An 18-hole championship course in the community.',
            distance: '5 min',
            url: EASTMAN,
          },
          {
            name: 'Mount Sunapee Adventure Park',
            description: 'Zip lines, an aerial course and scenic chairlift rides.',
            distance: '25 min',
            url: MOUNT_SUNAPEE,
          },
        ],
      },
    ],
  },
  fall: {
    label: 'Fall',
    heading: 'Fall Foliage & Outdoor Fun',
    subtitle: 'Peak colour on the hills, orchards to pick and crisp days on the trails.',
    categories: [
      {
        title: 'Foliage Views',
        icon: 'leaf',
        colour: 'primary',
        places: [
          {
            name: 'Mount Sunapee Scenic Chairlift',
            description: 'Ride to the summit for foliage views over Lake Sunapee.',
            distance: '25 min',
            url: MOUNT_SUNAPEE,
          },
          {
            name: 'Mount Kearsarge (Winslow State Park)',
            description: 'Summit views across a sea of autumn colour.',
            distance: '25 min',
            url: STATE_PARKS,
          },
        ],
      },
      {
        title: 'Orchards & Farm Stands',
        icon: 'apple',
        colour: 'secondary',
        places: [
          {
            name: 'Poverty Lane Orchards',
            description: 'Pick-your-own apples and Farnum Hill ciders.',
            distance: '25 min',
            url: 'https://www.povertylaneorchards.com',
          },
          {
            name: 'Spring Ledge Farm',
            description: 'Farm stand with pumpkins, flowers and local produce.',
            distance: '20 min',
            url: 'https://www.springledgefarm.com',
          },
        ],
      },
      {
        title: 'Outdoor Fun',
        icon: 'hike',
        colour: 'accent',
        places: [
          {
            name: 'Eastman Trails',
            description: 'Leaf-peeping walks and bike rides by the lake.',
            distance: '5 min',
            url: EASTMAN,
          },
          {
            name: 'Enfield Shaker Museum',
            description: 'Autumn gardens and hillside trails above Mascoma Lake.',
            distance: '20 min',
            url: 'https://www.shakermuseum.org',
          },
        ],
      },
    ],
  },
};
