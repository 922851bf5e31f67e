/**
 * The full Local Guide (spec sections 2 and 3, 'Local guide spot'; counts in section 9:
 * 6 attractions, 8 dining, 5 water, 4 hikes, 6 rainy-day, 4 grocery, 4 skiing).
 * Distances are approximate driving minutes from the house in Grantham (Eastman).
 */
export type Season = 'winter' | 'spring' | 'summer' | 'fall';

export interface LocalSpot {
  name: string;
  description: string;
  /** Approximate driving time from the house, in minutes. */
  distanceMinutes: number;
  website: string;
  rating?: number;
  highlights: string[];
  seasons: Season[];
  /** Crop height for the website thumbnail (spec section 7: default 600). */
  thumbnailCropHeight?: number;
}

export interface LocalGuideCategory {
  id: string;
  title: string;
  description: string;
  spots: LocalSpot[];
}

const THUMBNAIL_WIDTH = 400;
const DEFAULT_THUMBNAIL_CROP_HEIGHT = 600;

/** The screenshot-thumbnail service for a spot's website (spec section 7: width 400, crop height default 600). */
export function thumbnailUrl(spot: Pick<LocalSpot, 'website' | 'thumbnailCropHeight'>): string {
  const crop = spot.thumbnailCropHeight ?? DEFAULT_THUMBNAIL_CROP_HEIGHT;
  return `https://image.thum.io/get/width/${THUMBNAIL_WIDTH}/crop/${crop}/${spot.website}`;
}

export const formatDistance = (minutes: number): string => `${minutes} min`;

const ALL_YEAR: Season[] = ['winter', 'spring', 'summer', 'fall'];

export const localGuideCategories: LocalGuideCategory[] = [
  {
    id: 'top-attractions',
    title: 'Top Attractions',
    description: 'The classic outings around Lake Sunapee and the Upper Valley.',
    spots: [
      {
        name: 'Mount Sunapee Resort',
        description:
          'The region’s big mountain in Newbury. Skiing and riding in winter; in summer and fall, scenic chairlift rides, an aerial adventure park and the League of NH Craftsmen’s Fair each August.',
        distanceMinutes: 30,
        website: 'https://www.mountsunapee.com/',
        highlights: ['Scenic chairlift', 'Adventure park', 'Craftsmen’s Fair in August'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Sunapee Harbor',
        description:
          'The lively village harbor on Lake Sunapee: lakeside dining, ice cream, the Sunapee Riverwalk along the Sugar River and the dock for the lake cruise boats.',
        distanceMinutes: 25,
        website: 'https://www.lakesunapeenh.org/',
        highlights: ['Riverwalk', 'Harbor dining', 'Lake cruises'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'The Fells Historic Estate & Gardens',
        description:
          'The summer estate of diplomat John Hay on the shore of Lake Sunapee in Newbury, with terraced gardens, a rock garden and woodland trails down to the lake.',
        distanceMinutes: 35,
        website: 'https://thefells.org/',
        highlights: ['Historic house', 'Rock garden', 'Lakeside trails'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'Saint-Gaudens National Historical Park',
        description:
          'The home, studios and gardens of sculptor Augustus Saint-Gaudens in Cornish, with summer Sunday concerts and walking trails through the grounds.',
        distanceMinutes: 35,
        website: 'https://www.nps.gov/saga/',
        highlights: ['National park site', 'Sculpture gardens', 'Summer concerts'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'Dartmouth College & Hanover',
        description:
          'A classic New England college town: stroll the Dartmouth Green, Baker-Berry Library’s Orozco murals, Main Street shops and cafés.',
        distanceMinutes: 25,
        website: 'https://home.dartmouth.edu/',
        highlights: ['The Green', 'Main Street shops', 'Orozco murals'],
        seasons: ALL_YEAR,
      },
      {
        name: 'New London Barn Playhouse',
        description:
          'One of the oldest continuously operating summer theaters in New Hampshire, staging musicals in a converted barn in the village of New London.',
        distanceMinutes: 15,
        website: 'https://www.nlbarn.org/',
        highlights: ['Summer musicals', 'Historic barn theater', 'Family shows'],
        seasons: ['summer'],
      },
    ],
  },
  {
    id: 'dining',
    title: 'Dining',
    description: 'From breakfast diners to special-occasion dinners.',
    spots: [
      {
        name: 'Bistro Nouveau',
        description:
          'Right in the Eastman community at the golf clubhouse: seasonal American bistro fare, a cozy bar and views over the course.',
        distanceMinutes: 5,
        website: 'https://www.bistronouveau.com/',
        highlights: ['Closest to the house', 'Golf course views', 'Seasonal menu'],
        seasons: ALL_YEAR,
      },
      {
        name: 'The Millstone at 74 Main',
        description:
          'A New London favorite for a special dinner: upscale American food with a seasonal, locally sourced menu in a restored historic building.',
        distanceMinutes: 15,
        website: 'https://www.millstoneat74main.com/',
        highlights: ['Date night', 'Local ingredients', 'Reservations recommended'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Flying Goose Brew Pub & Grille',
        description:
          'A solar-powered brewpub in New London with house-brewed beers, burgers and pub fare, and views toward Mount Kearsarge.',
        distanceMinutes: 15,
        website: 'https://www.flyinggoose.com/',
        highlights: ['House-brewed beer', 'Mountain views', 'Family friendly'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Tucker’s',
        description:
          'The busy breakfast and lunch spot on Main Street in New London: big omelettes, pancakes and good coffee. Expect a line on weekend mornings.',
        distanceMinutes: 15,
        website: 'https://www.tuckersnh.com/',
        highlights: ['Breakfast & lunch', 'Local favorite', 'Kids’ menu'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Lou’s Restaurant & Bakery',
        description:
          'A Hanover institution since 1947 on Main Street: diner breakfasts, sandwiches and a bakery case of crullers and pastries.',
        distanceMinutes: 25,
        website: 'https://www.lousrestaurant.net/',
        highlights: ['Since 1947', 'Bakery', 'Breakfast all day'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Murphy’s on the Green',
        description:
          'A Hanover pub across from the Dartmouth Green with a broad menu, a long beer list and a cozy, wood-paneled room.',
        distanceMinutes: 25,
        website: 'https://www.murphysonthegreen.com/',
        highlights: ['Pub classics', 'Craft beer', 'Downtown Hanover'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Three Tomatoes Trattoria',
        description: 'Wood-fired pizzas and Italian dishes on the Colburn Park green in downtown Lebanon.',
        distanceMinutes: 20,
        website: 'https://www.threetomatoestrattoria.com/',
        highlights: ['Wood-fired pizza', 'Pasta', 'Downtown Lebanon'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Salt Hill Pub',
        description: 'An Irish-style pub in downtown Lebanon with pub food, live music nights and a friendly crowd.',
        distanceMinutes: 20,
        website: 'https://www.salthillpub.com/',
        highlights: ['Live music', 'Pub food', 'Casual'],
        seasons: ALL_YEAR,
      },
    ],
  },
  {
    id: 'on-the-water',
    title: 'On the Water',
    description: 'Beaches, paddling and cruises on the area’s lakes.',
    spots: [
      {
        name: 'Eastman Lake',
        description:
          'The community’s own 335-acre lake, minutes from the house: swimming at the community beaches, kayaking, canoeing and fishing (community rules and fees apply; ask us about the beach pass).',
        distanceMinutes: 3,
        website: 'https://www.eastmannh.org/',
        highlights: ['Community beaches', 'Kayaking', 'Quiet, no big motorboats'],
        seasons: ['summer', 'fall'],
      },
      {
        name: 'Lake Sunapee Cruises (MV Mount Sunapee II)',
        description:
          'Narrated sightseeing cruises from Sunapee Harbor aboard the MV Mount Sunapee II, and dinner cruises on the MV Kearsarge, passing the lake’s historic lighthouses.',
        distanceMinutes: 25,
        website: 'https://www.sunapeecruises.com/',
        highlights: ['Narrated tour', 'Lighthouses', 'Dinner cruises'],
        seasons: ['summer', 'fall'],
      },
      {
        name: 'Mount Sunapee State Park Beach',
        description:
          'A state park beach on the southern end of Lake Sunapee in Newbury with a sandy swimming area, picnic grounds and boat access.',
        distanceMinutes: 30,
        website: 'https://www.nhstateparks.org/visit/state-parks/mount-sunapee-state-park',
        highlights: ['Sandy beach', 'Picnic area', 'Boat launch nearby'],
        seasons: ['summer'],
      },
      {
        name: 'Pleasant Lake',
        description:
          'A clear, spring-fed lake in New London with a small public beach at Elkins and views of Mount Kearsarge: great for a swim or a paddle.',
        distanceMinutes: 15,
        website: 'https://www.nl-nh.com/',
        highlights: ['Clear water', 'Kearsarge views', 'Paddling'],
        seasons: ['summer', 'fall'],
      },
      {
        name: 'Wadleigh State Park (Kezar Lake)',
        description:
          'A small, family-friendly state park beach on Kezar Lake in Sutton, with shady picnic tables and calm water for little swimmers.',
        distanceMinutes: 25,
        website: 'https://www.nhstateparks.org/visit/state-parks/wadleigh-state-park',
        highlights: ['Calm water', 'Picnics', 'Good for kids'],
        seasons: ['summer'],
      },
    ],
  },
  {
    id: 'hikes-walks',
    title: 'Hikes & Walks',
    description: 'Summits with big views and easy woodland loops.',
    spots: [
      {
        name: 'Mount Kearsarge (Winslow State Park)',
        description:
          'From Winslow State Park in Wilmot, a steep 1.1-mile climb to the bare granite summit and fire tower of Mount Kearsarge, with 360° views from the White Mountains to Monadnock. Rollins State Park offers a gentler route from the south.',
        distanceMinutes: 25,
        website: 'https://www.nhstateparks.org/visit/state-parks/winslow-state-park',
        highlights: ['Fire tower', '360° summit views', 'Picnic area'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'Mount Sunapee Summit & Lake Solitude',
        description:
          'Hike to the summit of Mount Sunapee and on to Lake Solitude, a quiet mountain pond below White Ledges, on trails of Mount Sunapee State Park and the Monadnock-Sunapee Greenway.',
        distanceMinutes: 30,
        website: 'https://www.nhstateparks.org/visit/state-parks/mount-sunapee-state-park',
        highlights: ['Mountain pond', 'White Ledges views', 'Ride the lift down in season'],
        seasons: ['summer', 'fall'],
      },
      {
        name: 'Sunapee-Ragged-Kearsarge Greenway',
        description:
          'A 75-mile “emerald necklace” of volunteer-maintained trails linking Sunapee, Ragged and Kearsarge mountains through ten towns around the lake; pick a short section for a morning walk.',
        distanceMinutes: 15,
        website: 'https://www.srkg.org/',
        highlights: ['75 miles of trails', 'Sections for every level', 'Lake and mountain views'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'Eastman Trails',
        description:
          'Walk straight from the neighborhood: the Eastman trail network loops through the woods and around the lake, and becomes the cross-country ski trails in winter.',
        distanceMinutes: 2,
        website: 'https://www.eastmannh.org/',
        highlights: ['Walk from the house', 'Lake loop', 'Dog walkers’ favorite'],
        seasons: ['spring', 'summer', 'fall'],
      },
    ],
  },
  {
    id: 'rainy-day',
    title: 'Rainy-Day Ideas',
    description: 'Museums, galleries and indoor fun for grey days.',
    spots: [
      {
        name: 'Montshire Museum of Science',
        description:
          'A hands-on science museum in Norwich, Vermont, just across the river from Hanover, with indoor exhibits for all ages and outdoor trails along the Connecticut River.',
        distanceMinutes: 25,
        website: 'https://www.montshire.org/',
        highlights: ['Hands-on exhibits', 'Great for kids', 'Science Park (summer)'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Hood Museum of Art',
        description:
          'Dartmouth’s art museum on the Green in Hanover, with a wide-ranging collection and admission that is free for everyone.',
        distanceMinutes: 25,
        website: 'https://hoodmuseum.dartmouth.edu/',
        highlights: ['Free admission', 'World-class collection', 'Next to the Green'],
        seasons: ALL_YEAR,
      },
      {
        name: 'AVA Gallery and Art Center',
        description:
          'A community art center in downtown Lebanon with rotating exhibitions of regional artists, a sculpture garden and classes.',
        distanceMinutes: 20,
        website: 'https://www.avagallery.org/',
        highlights: ['Regional artists', 'Free exhibitions', 'Classes & workshops'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Enfield Shaker Museum',
        description:
          'The Great Stone Dwelling and buildings of a former Shaker village on Mascoma Lake in Enfield, with exhibits on Shaker life, crafts and gardens.',
        distanceMinutes: 20,
        website: 'https://www.shakermuseum.org/',
        highlights: ['Great Stone Dwelling', 'Shaker history', 'Gardens'],
        seasons: ['spring', 'summer', 'fall'],
      },
      {
        name: 'Hopkins Center for the Arts',
        description:
          'Dartmouth’s performing arts center in Hanover: concerts, theater, dance and films throughout the year.',
        distanceMinutes: 25,
        website: 'https://hop.dartmouth.edu/',
        highlights: ['Concerts', 'Films', 'Theater & dance'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Eastman Community Center',
        description:
          'The community’s center with an indoor pool and fitness facilities close to the house (community rules and fees apply).',
        distanceMinutes: 5,
        website: 'https://www.eastmannh.org/',
        highlights: ['Indoor pool', 'Fitness center', 'Close by'],
        seasons: ALL_YEAR,
      },
    ],
  },
  {
    id: 'grocery-essentials',
    title: 'Grocery & Essentials',
    description: 'Stock up on the way in.',
    spots: [
      {
        name: 'Hannaford (New London)',
        description: 'The closest full-size supermarket, with a pharmacy, just off I-89 in New London.',
        distanceMinutes: 15,
        website: 'https://www.hannaford.com/',
        highlights: ['Full supermarket', 'Pharmacy', 'On the way from the south'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Co-op Food Stores (Lebanon & Hanover)',
        description:
          'The Upper Valley’s community-owned grocery: local produce, cheese, baked goods and prepared foods.',
        distanceMinutes: 20,
        website: 'https://www.coopfoodstore.coop/',
        highlights: ['Local produce', 'Prepared foods', 'Bakery'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Shaw’s (Lebanon area)',
        description: 'A full supermarket in the Lebanon shopping area off I-89, handy if you arrive from the north.',
        distanceMinutes: 20,
        website: 'https://www.shaws.com/',
        highlights: ['Full supermarket', 'Bakery & deli', 'On the way from the north'],
        seasons: ALL_YEAR,
      },
      {
        name: 'Market Basket (Claremont)',
        description: 'The budget favorite for a big stock-up for a large group, in Claremont.',
        distanceMinutes: 30,
        website: 'https://www.shopmarketbasket.com/',
        highlights: ['Low prices', 'Big selection', 'Good for large groups'],
        seasons: ALL_YEAR,
      },
    ],
  },
  {
    id: 'skiing-winter',
    title: 'Skiing & Winter Sports',
    description: 'Downhill, cross-country and snowshoeing.',
    spots: [
      {
        name: 'Eastman Cross-Country Ski Center',
        description:
          'Groomed classic and skate trails and snowshoe routes around Eastman Lake, minutes from the house, with rentals and lessons (trail fees apply).',
        distanceMinutes: 5,
        website: 'https://www.eastmannh.org/',
        highlights: ['Groomed trails', 'Snowshoeing', 'Rentals'],
        seasons: ['winter'],
      },
      {
        name: 'Mount Sunapee Resort (skiing)',
        description:
          'The closest big downhill area: 1,510 feet of vertical and trails for every level, with a terrain park and ski school.',
        distanceMinutes: 30,
        website: 'https://www.mountsunapee.com/',
        highlights: ['Trails for all levels', 'Ski school', 'Lake views from the summit'],
        seasons: ['winter'],
      },
      {
        name: 'Dartmouth Skiway',
        description: 'Dartmouth College’s ski area in Lyme, with two peaks, uncrowded trails and friendly prices.',
        distanceMinutes: 40,
        website: 'https://skiway.dartmouth.edu/',
        highlights: ['Two peaks', 'Uncrowded', 'Good value'],
        seasons: ['winter'],
      },
      {
        name: 'Ragged Mountain Resort',
        description: 'A mid-size mountain in Danbury with wide cruising trails and big views of the Lakes Region.',
        distanceMinutes: 35,
        website: 'https://www.raggedmountainresort.com/',
        highlights: ['Cruising trails', 'Two peaks', 'Less crowded weekdays'],
        seasons: ['winter'],
      },
    ],
  },
];

export interface LocalTip {
  title: string;
  items: string[];
}

export const localTips: LocalTip[] = [
  {
    title: 'Transportation',
    items: [
      'A car is essential: there is no public transit to Eastman, and ride-share and taxis are scarce.',
      'I-89 (Exit 13, Grantham) is minutes from the house: about 20 minutes north to Lebanon and Hanover, 15 minutes south to New London.',
      'The nearest airport with regular flights is Lebanon Municipal (LEB); Manchester-Boston Regional (MHT) is about an hour away and Boston Logan about two hours.',
      'Watch for deer and moose, especially at dusk on rural roads.',
    ],
  },
  {
    title: 'Seasonal Considerations',
    items: [
      'Winter (December-March): roads can be snowy and icy; all-wheel drive or snow tires are strongly recommended, and allow extra driving time.',
      'Mud season (late March-April): some dirt roads and trails are soft and closed to protect them.',
      'Black flies are out in late May and June: bring insect repellent for hikes.',
      'Fall foliage usually peaks in late September to mid-October; book restaurants ahead on foliage weekends.',
      'Many seasonal attractions (cruises, The Fells, summer theater) run from late spring through early fall: check opening days before you go.',
    ],
  },
];
