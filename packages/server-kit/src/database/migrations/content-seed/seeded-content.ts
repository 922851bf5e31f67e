// The site's texts as a fresh install publishes them (version 1 of each kind but `house`, whose amenities and
// facts come from the property's row). Data only: a migration keeps what it seeded, so this file never changes.
export const SEEDED_CONTENT: Readonly<Record<string, unknown>> = {
  'home-links': {
    highlightCards: [
      {
        title: 'Eastman Community',
        description:
          'Lake, beaches, golf, an indoor pool and a fitness centre in the Eastman community, some for a fee.',
        href: 'https://www.eastmannh.org',
        icon: 'lake',
        colour: 'primary',
      },
      {
        title: 'Lakes & Trails',
        description: 'Lakes to swim and paddle and hiking trails through the New Hampshire woods.',
        href: 'https://www.nhstateparks.org',
        icon: 'hike',
        colour: 'secondary',
      },
      {
        title: 'Relaxation & Comfort',
        description: 'A cozy fireplace, forest views from every window and spas nearby.',
        href: 'https://www.visitnh.gov',
        icon: 'spa',
        colour: 'accent',
      },
    ],
    quickLinks: [
      {
        title: 'House Rules',
        description: 'Check-in procedures and house policies.',
        href: '/house-rules',
        icon: 'rules',
        colour: 'primary',
      },
      {
        title: 'Local Guide',
        description: 'Restaurants, attractions and hidden gems nearby.',
        href: '/guide',
        icon: 'guide',
        colour: 'secondary',
      },
      {
        title: 'Contact Us',
        description: 'Questions? We are happy to help.',
        href: '/contact',
        icon: 'contact',
        colour: 'accent',
      },
    ],
  },
  'explore-the-area': {
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
              url: 'https://www.mountsunapee.com',
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
              url: 'https://www.eastmannh.org',
            },
            {
              name: 'Winslow State Park',
              description: 'Snowshoe routes on the slopes of Mount Kearsarge.',
              distance: '25 min',
              url: 'https://www.nhstateparks.org',
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
              url: '',
            },
            {
              name: 'Movie Night',
              description: 'Streaming players and smart TVs in several rooms.',
              distance: 'At House',
              url: '',
            },
            {
              name: 'Fireside Evenings',
              description: 'Gather round the pellet stove in the den on cool nights.',
              distance: 'At House',
              url: '',
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
              url: 'https://www.eastmannh.org',
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
              url: 'https://www.eastmannh.org',
            },
            {
              name: 'Mount Sunapee State Park Beach',
              description: 'A sandy beach on Lake Sunapee with a picnic area.',
              distance: '25 min',
              url: 'https://www.nhstateparks.org',
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
              url: 'https://www.nhstateparks.org',
            },
            {
              name: 'Eastman Trails',
              description: 'Easy loops through the woods around Eastman Lake.',
              distance: '5 min',
              url: 'https://www.eastmannh.org',
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
              url: 'https://www.eastmannh.org',
            },
            {
              name: 'Mount Sunapee Adventure Park',
              description: 'Zip lines, an aerial course and scenic chairlift rides.',
              distance: '25 min',
              url: 'https://www.mountsunapee.com',
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
              url: 'https://www.mountsunapee.com',
            },
            {
              name: 'Mount Kearsarge (Winslow State Park)',
              description: 'Summit views across a sea of autumn colour.',
              distance: '25 min',
              url: 'https://www.nhstateparks.org',
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
              url: 'https://www.eastmannh.org',
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
  },
  'house-rules': {
    sections: [
      {
        id: 'check-in-out',
        title: 'Check-in & Check-out',
        content:
          '**Check-in:** {{checkIn}} or later. **Check-out:** {{checkOut}}.\n\n- Keyless entry instructions are sent 24 hours before arrival.\n- Early check-in or late check-out is available on request, subject to availability, and must be pre-arranged.\n- Before leaving: run the dishwasher, take the trash to the garage bins, turn off lights and lock all doors.',
      },
      {
        id: 'policies',
        title: 'Policies',
        content:
          '- Shoes off inside the house, please.\n- Pots and pans are washed by hand (not in the dishwasher).\n- No smoking or vaping indoors.\n- No pets, with no exceptions.\n- Quiet hours are {{quietHours}}.\n- Maximum 11 overnight guests.',
      },
      {
        id: 'parking',
        title: 'Parking',
        content:
          '- The garage holds 2 vehicles and has one Level 2 EV charger (J1772 plug).\n- At most 2 more vehicles may park in the driveway overnight.\n- No street parking.\n- A free beach parking pass is available from the community activity center.',
      },
      {
        id: 'wifi-entertainment',
        title: 'WiFi & Entertainment',
        content:
          '- Gigabit cable internet with a mesh WiFi network covering the whole house.\n- Streaming players and smart TVs in several rooms.\n- A game room for all ages.\n- The network name and password are given with your check-in instructions.',
      },
      {
        id: 'kitchen-dining',
        title: 'Kitchen & Dining',
        content:
          '- The kitchen is equipped to cook and serve for 11 or more.\n- Trash goes out on Thursday.\n- Please clean the grill after use, including the drip pan: grease attracts bears.',
      },
      {
        id: 'linens-bedding',
        title: 'Linens & Bedding',
        content:
          '- Towels are provided and beds are made up for your arrival.\n- A pack-n-play is available for little ones.\n- Sheets for the pull-out sofa are provided.\n- A washer and dryer are in the basement.',
      },
      {
        id: 'heating-cooling',
        title: 'Heating & Cooling',
        content:
          '- Please keep thermostats between 65 and 75°F.\n- A pellet stove heats the den (see the how-to guide before using it).',
      },
      {
        id: 'safety-emergency',
        title: 'Safety & Emergency',
        content:
          '- Baby gates are available for stairways.\n- Smoke and carbon monoxide detectors are installed throughout the house.\n- A first aid kit is in the kitchen.\n- Emergency numbers for community security and the community main office are posted in the house. For any emergency, call 911.\n- The nearest hospital (New London Hospital) is about 17 minutes away.\n- The water shutoff is in the basement.\n- Bear safety: never leave trash, food or bird feeders outside, and keep the grill clean.',
      },
    ],
    securityOfficeFallback: 'Eastman community security (number posted by the front door and in the house binder)',
    emergencyContacts: [],
    additionalInformation: [
      {
        title: 'Maintenance',
        text: 'Something not working? Contact us right away and we will arrange a fix as quickly as possible. Please do not attempt repairs yourself.',
      },
      {
        title: 'Quiet Hours',
        text: 'Quiet hours are {{quietHours}}, out of respect for our neighbors in the Eastman community.',
      },
      {
        title: 'Trash',
        text: 'Trash goes out on Thursday. Keep all trash in the garage bins until then; never leave it outside, because of bears.',
      },
      {
        title: 'Late Check-out',
        text: 'Late check-out is available on request, subject to availability, and must be pre-arranged. Ask us a few days before departure.',
      },
    ],
  },
  'how-to-guides': {
    guides: [
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
        videoUrl: '',
        videoLabel: '',
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
        videoUrl: '',
        videoLabel: '',
      },
    ],
  },
  'local-guide': {
    categories: [
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'The Millstone at 74 Main',
            description:
              'A New London favorite for a special dinner: upscale American food with a seasonal, locally sourced menu in a restored historic building.',
            distanceMinutes: 15,
            website: 'https://www.millstoneat74main.com/',
            highlights: ['Date night', 'Local ingredients', 'Reservations recommended'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Flying Goose Brew Pub & Grille',
            description:
              'A solar-powered brewpub in New London with house-brewed beers, burgers and pub fare, and views toward Mount Kearsarge.',
            distanceMinutes: 15,
            website: 'https://www.flyinggoose.com/',
            highlights: ['House-brewed beer', 'Mountain views', 'Family friendly'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Tucker’s',
            description:
              'The busy breakfast and lunch spot on Main Street in New London: big omelettes, pancakes and good coffee. Expect a line on weekend mornings.',
            distanceMinutes: 15,
            website: 'https://www.tuckersnh.com/',
            highlights: ['Breakfast & lunch', 'Local favorite', 'Kids’ menu'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Lou’s Restaurant & Bakery',
            description:
              'A Hanover institution since 1947 on Main Street: diner breakfasts, sandwiches and a bakery case of crullers and pastries.',
            distanceMinutes: 25,
            website: 'https://www.lousrestaurant.net/',
            highlights: ['Since 1947', 'Bakery', 'Breakfast all day'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Murphy’s on the Green',
            description:
              'A Hanover pub across from the Dartmouth Green with a broad menu, a long beer list and a cozy, wood-paneled room.',
            distanceMinutes: 25,
            website: 'https://www.murphysonthegreen.com/',
            highlights: ['Pub classics', 'Craft beer', 'Downtown Hanover'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Three Tomatoes Trattoria',
            description: 'Wood-fired pizzas and Italian dishes on the Colburn Park green in downtown Lebanon.',
            distanceMinutes: 20,
            website: 'https://www.threetomatoestrattoria.com/',
            highlights: ['Wood-fired pizza', 'Pasta', 'Downtown Lebanon'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Salt Hill Pub',
            description:
              'An Irish-style pub in downtown Lebanon with pub food, live music nights and a friendly crowd.',
            distanceMinutes: 20,
            website: 'https://www.salthillpub.com/',
            highlights: ['Live music', 'Pub food', 'Casual'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Hood Museum of Art',
            description:
              'Dartmouth’s art museum on the Green in Hanover, with a wide-ranging collection and admission that is free for everyone.',
            distanceMinutes: 25,
            website: 'https://hoodmuseum.dartmouth.edu/',
            highlights: ['Free admission', 'World-class collection', 'Next to the Green'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'AVA Gallery and Art Center',
            description:
              'A community art center in downtown Lebanon with rotating exhibitions of regional artists, a sculpture garden and classes.',
            distanceMinutes: 20,
            website: 'https://www.avagallery.org/',
            highlights: ['Regional artists', 'Free exhibitions', 'Classes & workshops'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Eastman Community Center',
            description:
              'The community’s center with an indoor pool and fitness facilities close to the house (community rules and fees apply).',
            distanceMinutes: 5,
            website: 'https://www.eastmannh.org/',
            highlights: ['Indoor pool', 'Fitness center', 'Close by'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Co-op Food Stores (Lebanon & Hanover)',
            description:
              'The Upper Valley’s community-owned grocery: local produce, cheese, baked goods and prepared foods.',
            distanceMinutes: 20,
            website: 'https://www.coopfoodstore.coop/',
            highlights: ['Local produce', 'Prepared foods', 'Bakery'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Shaw’s (Lebanon area)',
            description:
              'A full supermarket in the Lebanon shopping area off I-89, handy if you arrive from the north.',
            distanceMinutes: 20,
            website: 'https://www.shaws.com/',
            highlights: ['Full supermarket', 'Bakery & deli', 'On the way from the north'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
          },
          {
            name: 'Market Basket (Claremont)',
            description: 'The budget favorite for a big stock-up for a large group, in Claremont.',
            distanceMinutes: 30,
            website: 'https://www.shopmarketbasket.com/',
            highlights: ['Low prices', 'Big selection', 'Good for large groups'],
            seasons: ['winter', 'spring', 'summer', 'fall'],
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
    ],
    tips: [
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
    ],
  },
  policies: {
    sections: [
      {
        id: 'cancellation',
        title: 'Cancellation Policy',
        body: 'Cancellation deadlines are counted to 11:59 PM Eastern Time on the stated day before check-in.\n\n- Full refund of the accommodation cost if you cancel 14 or more days before check-in (11:59 PM Eastern).\n- 50% refund of the accommodation cost if you cancel from 13 to 7 days before check-in.\n- No refund if you cancel less than 7 days before check-in, for a no-show, or for an early departure.\n- Service fees are non-refundable.\n- Refunds are started within 5-7 business days of the cancellation.\n- Where we offer a stay credit instead of a refund, credits are valid for 12 months.',
        note: 'Our short Cancellation Policy page describes the 50% band as cancelling less than 14 days but up to 1 week before check-in; both mean the same period, from 13 to 7 days before check-in.',
      },
      {
        id: 'deposits-fees',
        title: 'Deposits and Fees',
        body: '- Security deposit: a $250 authorization on your card, released within 7 days after checkout if there is no damage.\n- Pet violation: $500. The house is pet-free with no exceptions.\n- Smoking violation: $500. No smoking or vaping indoors.\n- Cleaning and linen fees are shown in your booking summary before you pay.\n- New Hampshire rooms and meals tax (8.5%) applies to lodging.',
        note: '',
      },
      {
        id: 'damage-liability',
        title: 'Damage and Liability',
        body: '- Please report any damage or breakage as soon as it happens; accidents happen, and telling us early helps.\n- Guests are responsible for damage beyond normal wear and tear caused during their stay; costs may be charged against the security deposit authorization.\n- Host protection coverage up to $1,000,000 applies to the property.\n- Use of the lake, beaches, trails and community facilities is at your own risk and subject to the community’s rules.\n- We are not responsible for personal belongings left at the house, but we will gladly help return anything found.',
        note: '',
      },
    ],
    faqs: [
      {
        question: 'When is the security deposit released?',
        answer: 'The $250 authorization is released within 7 days after checkout.',
      },
      {
        question: 'What if I have to cancel 10 days before check-in?',
        answer:
          'Cancelling from 13 to 7 days before check-in gives a 50% refund of the accommodation cost. Service fees are non-refundable.',
      },
      {
        question: 'How long does a refund take?',
        answer: 'Refunds are started within 5-7 business days; your bank may take a few more days to show it.',
      },
      {
        question: 'Can I bring my dog?',
        answer: 'No pets are allowed, with no exceptions. A $500 pet violation fee applies.',
      },
      {
        question: 'How long is a stay credit valid?',
        answer: 'Stay credits are valid for 12 months from the date they are issued.',
      },
    ],
  },
  'cancellation-policy': {
    intro: 'We understand plans change. This policy applies to stays booked directly on this website.',
    sections: [
      {
        id: 'refunds',
        heading: 'Refunds',
        body: '- Full refund of the accommodation cost if you cancel 14 or more days before check-in (11:59 PM Eastern Time).\n- 50% refund if you cancel less than 14 days but up to 1 week before check-in.\n- No refund for cancellations less than 7 days before check-in, no-shows or early departures.\n- Service fees are non-refundable.',
      },
      {
        id: 'how-to-cancel',
        heading: 'How to Cancel',
        body: 'Send us a message through the contact page or by email with your name and stay dates. The time of your message sets the cancellation date.\n\nRefunds are started within 5-7 business days. Stay credits, where offered, are valid for 12 months.',
      },
      {
        id: 'platform-bookings',
        heading: 'Bookings Made on Other Platforms',
        body: 'Stays booked through an outside rental platform follow that platform’s cancellation policy shown at booking.',
      },
    ],
  },
  terms: {
    intro: 'These terms apply to your use of this website and to stays booked directly with us.',
    sections: [
      {
        id: 'bookings',
        heading: 'Bookings',
        body: '- The person booking must be at least 18 years old and stay at the property.\n- Maximum occupancy is 11 overnight guests (adults plus children); up to 4 infants under 2 are not counted.\n- A booking is confirmed only after the invoice is paid and a confirmation email is sent.\n- Prices shown before dates are confirmed are estimates; the invoice shows the final amount.',
      },
      {
        id: 'house-rules',
        heading: 'House Rules',
        body: 'Guests agree to follow the house rules, including no smoking indoors, no pets, the quiet hours they give, and the Eastman community’s rules.',
      },
      {
        id: 'payments',
        heading: 'Payments, Deposits and Fees',
        body: '- A $250 security deposit authorization is released within 7 days after checkout.\n- A $500 fee applies to pet violations and a $500 fee to smoking violations.\n- Cancellations follow our Cancellation Policy.',
      },
      {
        id: 'liability',
        heading: 'Liability',
        body: 'Guests are responsible for damage beyond normal wear and tear during their stay. Use of the lake, trails and community facilities is at your own risk.',
      },
      {
        id: 'changes',
        heading: 'Changes to These Terms',
        body: 'We may update these terms. Changes are announced on this page at least 30 days ahead of taking effect, and never change a booking that is already confirmed.',
      },
    ],
  },
  privacy: {
    intro: 'This policy explains what we collect when you use this website or stay with us, and how we use it.',
    sections: [
      {
        id: 'information-we-collect',
        heading: 'Information We Collect',
        body: '- Contact details you send us: name, email, phone and your message.\n- Booking details: stay dates, guest counts, special requests and access codes you enter.\n- Payment records. Card details are handled by our card payment provider; we never store full card numbers.',
      },
      {
        id: 'how-we-use',
        heading: 'How We Use It',
        body: '- To answer your questions and manage your booking.\n- To send booking confirmations, invoices and check-in instructions.\n- To meet legal, tax and accounting obligations.\n\nWe do not sell your personal information.',
      },
      {
        id: 'retention',
        heading: 'How Long We Keep It',
        body: 'Booking and payment records are retained up to 7 years for tax and accounting purposes. Contact messages are kept only as long as needed to answer you.',
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        body: 'We use only the cookies the site needs to work, such as the session cookie that remembers a verified access code or an admin sign-in. We do not use advertising cookies.\n\nEmbedded services (such as the map on the contact page) may set their own cookies under their own policies. You can block or delete cookies in your browser settings; parts of the site that need a session may then not work.',
      },
      {
        id: 'your-choices',
        heading: 'Your Choices',
        body: 'You may ask us for a copy of your information, or ask us to correct or delete it where the law allows, using the contact details below.',
      },
    ],
  },
  contact: {
    faqs: [
      {
        question: 'How quickly will you reply?',
        answer:
          'We answer messages within 2-4 hours during business hours (9 AM-6 PM Eastern), and as soon as we can outside them.',
      },
      {
        question: 'Can I check in early or check out late?',
        answer:
          'Check-in is {{checkIn}} and check-out is {{checkOut}}. Early check-in or late check-out is possible on request, subject to availability, and must be pre-arranged.',
      },
      {
        question: 'How many guests can stay?',
        answer: 'Up to 11 overnight guests (adults plus children); infants under 2 are not counted, up to 4.',
      },
      {
        question: 'Are pets allowed?',
        answer: 'No. The house is pet-free with no exceptions.',
      },
      {
        question: 'How do I get in?',
        answer: 'The house has keyless entry. Your entry instructions are sent 24 hours before arrival.',
      },
    ],
    areaHighlights: [
      {
        title: 'Eastman Lake',
        text: 'Community beaches, paddling and walking trails a few minutes from the door.',
      },
      {
        title: 'Lake Sunapee',
        text: 'Sunapee Harbor, lake cruises and state park beaches about 25-30 minutes away.',
      },
      {
        title: 'Mount Sunapee & Mount Kearsarge',
        text: 'Skiing in winter and summit hikes with big views the rest of the year.',
      },
      {
        title: 'New London',
        text: 'Village shops, restaurants and summer theater about 15 minutes south on I-89.',
      },
      {
        title: 'Hanover & Lebanon',
        text: 'Dartmouth, museums, dining and shopping about 20-25 minutes north.',
      },
    ],
  },
};
