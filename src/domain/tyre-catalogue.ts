// The built-in tyre catalogue: brands, their tread patterns and compounds, as pure data.
// Facts come from /work/shared/tyres (catalogue.json and its README: public manufacturer and retailer
// listings, descriptions written for us). The spec's compound codes per brand are the baseline and are
// all here; a code no source described keeps null facts, and a value no source gave (often a
// temperature) stays null rather than guessed. The racer can always type a custom brand, pattern or
// compound, so a missing row never blocks anyone.
//
// A pattern's `trackType` is the inventory's filter category, read from the source's conditions text
// (kept in the description): the surface it names (the first, where it names two), else 'dirt' when it
// describes dirt-track conditions (loose, loamy, hard-packed, dusty, grooved, rutted), else null.
import { tyreNameKey } from './tyre-names.ts';
import type { TrackType, TyreSize } from './tyres.ts';

export type CataloguePattern = {
  name: string;
  description: string | null;
  trackType: TrackType | null;
  scale: TyreSize;
};

export type CatalogueCompound = {
  code: string;
  description: string | null;
  /** The conditions it suits, in words (not a filter category). */
  trackType: string | null;
  /** °C */
  tempMin: number | null;
  /** °C */
  tempMax: number | null;
  /** What the compound trades for: grip, wear, ... */
  focus: string | null;
};

export type CatalogueBrand = {
  name: string;
  patterns: readonly CataloguePattern[];
  compounds: readonly CatalogueCompound[];
};

/** A tread pattern: its name and scale, and the facts a source gave (every other fact null). */
const pattern = (
  name: string,
  scale: TyreSize,
  facts: Partial<Pick<CataloguePattern, 'description' | 'trackType'>> = {},
): CataloguePattern => ({ name, description: null, trackType: null, scale, ...facts });

/** A compound: its code and the facts a source gave, every other fact null (a code no source described: all). */
const compound = (code: string, facts: Partial<Omit<CatalogueCompound, 'code'>> = {}): CatalogueCompound => ({
  code,
  description: null,
  trackType: null,
  tempMin: null,
  tempMax: null,
  focus: null,
  ...facts,
});

export const TYRE_CATALOGUE: readonly CatalogueBrand[] = [
  {
    name: 'Pro-Line',
    patterns: [
      pattern('Blockade', '1/8', {
        trackType: 'dirt',
        description:
          'Big blocky lugs built for tread life, with a blended shoulder that calms edginess; a ROAR fuel Nationals winner (2011). Conditions: loose to hard-packed, long mains.',
      }),
      pattern('Buck Shot', '1/8', {
        trackType: 'dirt',
        description:
          'Hole-Shot-size pins packed tighter, mixed with alternating elongated bars; the directional shoulder can face pins-out for loose tracks or blade-out for high bite. Conditions: loose to high-bite (mount-direction tunable).',
      }),
      pattern('Convict', '1/8', {
        description:
          'A lighter, more open take on the Fugitive: smaller, wider-spaced elements tied together by short bars. Conditions: all-round / medium-high grip.',
      }),
      pattern('Convict 2.0', '1/8', {
        description:
          "Convict tread moved onto Pro-Line's newer single-arc carcass; pitched as a long-life tyre for qualifiers and mains. Conditions: all-round / long mains.",
      }),
      pattern('Crimewave', '1/8', {
        trackType: 'dirt',
        description:
          'Directional micro-pin layout with progressively spaced pins on a reinforced carcass. Conditions: groomed hard-packed / high grip.',
      }),
      pattern('Electron 2.0', '1/8', {
        trackType: 'dirt',
        description:
          'Connected tread with square centre pins; offered with two sidewall stiffnesses; won 2024 ROAR 1/8 e-buggy Nationals. Conditions: high-bite / blue-groove.',
      }),
      pattern('Fugitive', '1/8', {
        trackType: 'dirt',
        description:
          'Long-life tyre that won a World Championship (Ty Tessmann); meant for punishing, low-dust tracks. Conditions: extreme wear, little dust. Discontinued.',
      }),
      pattern('Hex Shot', '1/8', {
        trackType: 'dirt',
        description:
          'Tall stepped pins arranged in hexagonal pods with chained outer pins. Conditions: loose / loamy. Discontinued.',
      }),
      pattern('Hole Shot 2.0', '1/8', {
        trackType: 'dirt',
        description:
          'Updated Hole Shot mixing mini-pins and square lugs for more drive, sharper turn-in and less edginess in ruts. Conditions: hard-packed / dusty, all-round.',
      }),
      pattern('Hole Shot (VTR 4.0 truggy)', '1/8', {
        trackType: 'dirt',
        description:
          'Classic small-pin Hole Shot tread on the 4.0in truggy carcass. Conditions: blue-groove to wet hard-packed.',
      }),
      pattern('Invader', '1/8', {
        trackType: 'dirt',
        description:
          'Interlocking cross-shaped centre pins for long-main life plus small flexible shoulder pins for grip. Conditions: long mains, general dirt. Discontinued.',
      }),
      pattern('Positron', '1/8', {
        trackType: 'clay',
        description:
          'Directional tread of angled connected bars around a pair of centre pins. Conditions: indoor clay.',
      }),
      pattern('Slide Lock', '1/8', {
        description:
          'Dense hexagon and triangle pins with deep sipes on a flatter profile. Conditions: smooth, low-grip.',
      }),
      pattern('Valkyrie', '1/8', {
        trackType: 'dirt',
        description:
          'Slide Lock evolution: diagonal rows of lugs converging on a centre pod, directional sidewall tread. Conditions: hard-packed / blue-groove / high grip. Discontinued.',
      }),
      pattern('Vandal', '1/8', {
        trackType: 'dirt',
        description:
          'Hole Shot evolution with micro-pins on the outer edges and a single-arc carcass. Conditions: hard-packed, dusty, blown-out.',
      }),
      pattern('Hole Shot 3.0', '1/10', {
        trackType: 'dirt',
        description:
          'Third-generation small-pin Hole Shot (1/10 2WD/4WD fronts and rears). Conditions: dusty, hard-packed, grooved.',
      }),
      pattern('Electron 2.0 (1/10)', '1/10', {
        trackType: 'dirt',
        description:
          '1/10 version of the connected tread with square centre pins. Conditions: high-bite / blue-groove.',
      }),
      pattern('Bald Eagle', '1/10', {
        trackType: 'clay',
        description:
          'Ready-made slick for the grippiest indoor tracks. Conditions: high-traction indoor clay.',
      }),
      pattern('Positron (1/10)', '1/10', {
        trackType: 'clay',
        description: '1/10 Positron: angled connected bars with centre pins. Conditions: indoor clay.',
      }),
      pattern('Shadow', '1/10', {
        description:
          'Very low tread (Electron front shape) for conditions where slicks/ghosted tyres are quick. Conditions: very high grip.',
      }),
      pattern('Prism 2.0', '1/10', {
        trackType: 'carpet',
        description:
          'Prism pins with hook-shaped wedge pins on the front; carpet buggy tyre. Conditions: carpet.',
      }),
      pattern('Harpoon', '1/10', {
        trackType: 'carpet',
        description: 'Round-based pins with harpoon-shaped outer lugs. Conditions: carpet.',
      }),
      pattern('Wedge Gen 3', '1/10', {
        trackType: 'carpet',
        description: 'Hook-shaped wedge-pin 2WD front. Conditions: carpet.',
      }),
      pattern('Pyramid', '1/10', {
        trackType: 'astro',
        description: 'Rear tyre designed from scratch for artificial turf. Conditions: astro turf.',
      }),
      pattern('Prime', '1/10', {
        trackType: 'clay',
        description:
          'Grooved near-slick for tracks where slicks are fastest. Conditions: high-grip indoor clay. Discontinued.',
      }),
    ],
    compounds: [
      compound('M2', {
        description: "Medium 'M' compound; on no current listing, so its conditions are unconfirmed.",
      }),
      compound('M3', {
        description: "Soft 'M' compound for indoor or outdoor tracks; copes with wet surfaces.",
        trackType: 'indoor/outdoor, wet-capable',
        tempMin: 21,
        tempMax: 32,
        focus: 'grip (soft)',
      }),
      compound('M4', {
        description: "Super-soft 'M' compound for cooler conditions; copes with wet surfaces.",
        trackType: 'indoor/outdoor, cool, wet-capable',
        tempMax: 21,
        focus: 'max grip in cold',
      }),
      compound('S2', {
        description: "Older medium 'S' long-wear compound, no longer on Pro-Line's chart.",
        trackType: 'dry / high-wear, hot',
        tempMin: 32,
        focus: 'wear resistance',
      }),
      compound('S3', {
        description: "'S' long-wear compound for dry, abrasive, hot days (sold as Soft on 1/10 tyres).",
        trackType: 'dry / high-wear',
        tempMin: 27,
        focus: 'wear resistance',
      }),
      compound('S4', {
        description: "'S' long-wear compound, softer than S3 (sold as Super Soft on 1/10 tyres).",
        trackType: 'dry',
        tempMin: 21,
        tempMax: 32,
        focus: 'wear + grip balance',
      }),
      compound('S5', {
        description: "Softest 'S' long-wear compound, for cooler dry days.",
        trackType: 'dry, cool',
        tempMax: 21,
        focus: 'wear resistance in cold',
      }),
      compound('MC', {
        description: 'Clay compound, between M3 and S3 in softness; for any temperature.',
        trackType: 'indoor clay, wet-capable',
        focus: 'clay grip',
      }),
      compound('CR3', {
        description: 'Medium carpet compound (grey), on 1/10 tyres.',
        trackType: 'carpet / astro',
        tempMin: 21,
        tempMax: 32,
        focus: 'carpet grip',
      }),
      compound('CR4', {
        description: 'Soft carpet compound (black), just softer than CR3; on 1/10 tyres.',
        trackType: 'carpet / astro',
        tempMin: 21,
        tempMax: 32,
        focus: 'carpet grip',
      }),
    ],
  },
  {
    name: 'JConcepts',
    patterns: [
      pattern('Arina', '1/8', {
        trackType: 'dirt',
        description:
          'Elliptical arrangement of back-to-back and dog-bone pins plus horizontal pins for strong forward drive; sold pre-mounted only. Conditions: fluffy, freshly watered or loamy.',
      }),
      pattern('Bar Codes', '1/8', {
        trackType: 'clay',
        description:
          'Alternating bars with Y-shaped side bars; worn sets suit clay with little dust. Conditions: blue/black groove, clay.',
      }),
      pattern('Detox', '1/8', {
        description:
          "Tight 'mega tread' of stacked lugs with cuts and grooves, aimed at long mains. Conditions: rough, deteriorating tracks.",
      }),
      pattern('Dirt Bite', '1/8', {
        trackType: 'dirt',
        description:
          'Tapered square pins set along a curve; directional. Conditions: wet/loamy through blue and black groove.',
      }),
      pattern('Dirt Web 2', '1/8', {
        description:
          '2024 remake of the Dirt Web connected-bar design with an open centre. Conditions: smooth, rubbered-in or glued high grip.',
      }),
      pattern('Double Bar', '1/8', {
        trackType: 'dirt',
        description:
          'Two overlapping bar rows with a diamond-pin infield. Conditions: conditioned tracks, heavy slick groove.',
      }),
      pattern('Ellipse', '1/8', {
        description:
          "Web-style connected bars around a diamond 'home plate' centre. Conditions: smooth high-grip, indoor or outdoor.",
      }),
      pattern('Falcon', '1/8', {
        trackType: 'dirt',
        description:
          'Three rows of double-spaced tapered square pins linked by connecting bars; room to clean out. Conditions: hard high-bite, copes with loam/sand.',
      }),
      pattern('Kosmos', '1/8', {
        description:
          'Rectangular pins in four staggered rows joined in V sections. Conditions: bumpy, chunky tracks.',
      }),
      pattern('Nessi', '1/8', {
        trackType: 'carpet',
        description:
          'Blended pins with semicircular side-bite nubs; comes with open-cell inserts. Conditions: carpet / astro turf.',
      }),
      pattern('Overdose', '1/8', {
        description:
          'Layered overlapping bars with diamond pins on a thicker carcass, developed at the Spain IFMAR Worlds. Conditions: hot, glued, high-grip, long mains.',
      }),
      pattern('Recon', '1/8', {
        trackType: 'dirt',
        description:
          'Horizontal bars grouped in staggered diamonds with a directional sidewall; won 2022 ROAR 1/8 truck Nationals. Conditions: medium-high grip dirt.',
      }),
      pattern('Reflex', '1/8', {
        description:
          "Angled square pins stacked vertically with connecting bars; JConcepts' all-round baseline 1/8 tyre since 2014. Conditions: all-round.",
      }),
      pattern('ReHab', '1/8', {
        description: 'Lower, smaller-tread version of the Detox. Conditions: smoother tracks, long mains.',
      }),
      pattern('Relapse', '1/8', {
        description:
          'Detox/ReHab derivative with small dense stacked and horizontal lugs for more drive. Conditions: indoor and outdoor.',
      }),
      pattern('Stalkers', '1/8', {
        trackType: 'dirt',
        description:
          'Enlarged square pins derived from the Reflex. Conditions: tracks that get rough, dry and scalloped.',
      }),
      pattern('Swagger', '1/8', {
        description:
          'Low-profile tyre with offset multi-height angular ribs; open-cell inserts. Conditions: high-grip artificial surfaces.',
      }),
      pattern('Teazers', '1/8', {
        trackType: 'dirt',
        description:
          'Thousands of multi-height/width micro pins with half-height bars. Conditions: low traction, slick groove.',
      }),
      pattern('Triple Dees', '1/8', {
        trackType: 'dirt',
        description: 'Finely spaced square mini lugs with a blended centre bar. Conditions: loose and tacky.',
      }),
      pattern('Dirt Webs', '1/10', {
        trackType: 'clay',
        description: 'Connected web tread (2WD front). Conditions: indoor clay/dirt, hard-packed or treated.',
      }),
      pattern('Diamond Bar', '1/10', {
        description: 'Fine, low vertical diamond tread (2WD front). Conditions: high-grip / rubbered-in.',
      }),
      pattern('Dirt Maze', '1/10', {
        description:
          'Connected X webbing with pins and alternating bars. Conditions: outdoor treated or dry.',
      }),
      pattern('Double Bar (1/10)', '1/10', {
        trackType: 'dirt',
        description: '1/10 version of the Double Bar. Conditions: conditioned tracks, slick groove.',
      }),
      pattern('Smoothie 2', '1/10', {
        trackType: 'clay',
        description: 'Slick for tacky clay. Conditions: tacky indoor (occasionally outdoor) clay.',
      }),
      pattern('Smoothie 3', '1/10', {
        trackType: 'clay',
        description: 'Newer slick; offered in G1/G2/G3 clay, Blue, Green. Conditions: tacky indoor clay.',
      }),
      pattern('Silent Rage', '1/10', {
        trackType: 'dirt',
        description:
          "Asymmetric carcass (low 'Silent' side vs standard 'Rage' side). Conditions: high-bite off-road and dirt oval.",
      }),
      pattern('Siren', '1/10', {
        trackType: 'astro',
        description: 'Tall 3D blended pins (rear sold as Siren LP). Conditions: deep turf / carpet.',
      }),
      pattern('3DP', '1/10', {
        trackType: 'carpet',
        description: 'Pins plus cut bars for carpet off-road. Conditions: carpet / astro.',
      }),
      pattern('Carvers', '1/10', {
        trackType: 'dirt',
        description:
          'Directional V-shaped radial ribs (2WD front; vintage-inspired 2025 release). Conditions: dirt / clay front.',
      }),
      pattern('Rips', '1/10', { description: 'Three-rib 2WD front. Conditions: general.' }),
    ],
    compounds: [
      // The -0N codes are part-number suffixes; no source ties one to a colour, so none is guessed.
      compound('-07'),
      compound('-02'),
      compound('-01'),
      compound('-03'),
      compound('-04'),
      compound('R2', {
        description: "'Red 2': medium-soft long-wear compound.",
        trackType: 'abrasive / long mains',
        focus: 'wear',
      }),
      compound('O2', {
        description: 'Medium long-wear compound.',
        trackType: 'abrasive / long mains',
        focus: 'wear',
      }),
      compound('Y2'),
      compound('-06'),
      compound('-05'),
      compound('Blue', {
        description: 'Soft all-purpose compound.',
        trackType: 'outdoor, general',
        focus: 'grip/wear balance',
      }),
      compound('Green', {
        description: "Super-soft all-purpose compound ('sticky green').",
        trackType: 'outdoor, cooler/lower grip',
        focus: 'grip',
      }),
      compound('Black', {
        description: 'Mega-soft all-purpose compound.',
        trackType: 'very cold / very loose',
        focus: 'max grip',
      }),
      compound('A2 (Aqua)', {
        description: 'Medium-soft long-wear compound.',
        trackType: 'abrasive / long mains',
        focus: 'wear',
      }),
      compound('A3 (Aqua)', {
        description: 'Soft long-wear compound.',
        trackType: 'abrasive / long mains',
        focus: 'wear + grip',
      }),
      compound('Silver', {
        description: 'Super-soft indoor compound.',
        trackType: 'indoor',
        focus: 'indoor grip',
      }),
      compound('Gold', {
        description: "Soft clay compound ('indoor soft').",
        trackType: 'indoor clay, treated',
        focus: 'clay grip',
      }),
      compound('G1', {
        description: 'Hard clay compound.',
        trackType: 'clay (high grip, hot)',
        focus: 'clay wear',
      }),
      compound('G2', { description: 'Medium clay compound.', trackType: 'clay', focus: 'clay balance' }),
      compound('G3', {
        description: 'Soft clay compound.',
        trackType: 'clay (lower grip / cooler)',
        focus: 'clay grip',
      }),
      compound('Pink', {
        description: 'Medium-soft compound with good wear; marked with two pink dots.',
        trackType: 'carpet / astro turf',
        focus: 'artificial-surface grip',
      }),
      compound('Purple', {
        description: 'Soft carpet compound, on 1/10 tyres.',
        trackType: 'carpet / astro',
        focus: 'carpet grip',
      }),
    ],
  },
  {
    name: '6MIK',
    // No public 6MIK listing was found: every pattern is a custom entry, and the compounds are the spec's
    // codes. Three of them are named by the track temperatures they are made for (0/18° is 0-18°C): the
    // name is the fact, so they fill the form's minimum and maximum as a sourced chart would.
    patterns: [],
    compounds: [
      compound('White'),
      compound('Green'),
      compound('Blue'),
      compound('Purple'),
      compound('Fire'),
      compound('Silver'),
      compound('0/18°', { tempMin: 0, tempMax: 18 }),
      compound('15/25°', { tempMin: 15, tempMax: 25 }),
      compound('19/33°', { tempMin: 19, tempMax: 33 }),
    ],
  },
  {
    name: 'Hot Race',
    patterns: [
      pattern('Alaska', '1/8', {
        description:
          'Larger inner blocks for drive and wear, small dense outer pins for rotation and stability. Conditions: medium grip, mixed.',
      }),
      pattern('Amazzonia', '1/8', {
        description:
          'Light small-pin tread noted for very good wear; also made for truggy. Conditions: high-wear, low-grip.',
      }),
      pattern('Bangkok V2', '1/8', {
        description:
          "Mini-pin tread with an inner mesh for low, even wear across long races (buggy pack titled 'Bangkok'). Conditions: multi-surface, long races.",
      }),
      pattern('Havana', '1/8'),
      pattern('Hawaii', '1/8'),
      pattern('Miami', '1/8', {
        trackType: 'dirt',
        description:
          'Medium pins on a round-shouldered carcass that rides ruts calmly; inner mesh for even wear. Conditions: rutted / general.',
      }),
      pattern('Napoli', '1/8'),
      pattern('Roma', '1/8', {
        trackType: 'dirt',
        description:
          'Medium square blocks with shaped outer blocks and an inner mesh for even wear. Conditions: general dirt.',
      }),
      pattern('Sahara', '1/8', {
        description:
          'Connected bar-and-pin tread for big forward bite. Conditions: indoor / high-traction outdoor.',
      }),
      pattern('Tokyo', '1/8'),
      pattern('Vesuvio', '1/8'),
    ],
    compounds: [
      compound('SS', {
        description: 'Supersoft: the softest dirt compound (code digit 1).',
        trackType: 'ultra-cold, very high-traction indoor, heated venues',
        focus: 'max grip',
      }),
      compound('Soft', {
        description: 'Soft dirt compound (code digit 2).',
        trackType: 'cold-mild, indoor and high-grip outdoor clay',
        tempMin: 10,
        tempMax: 18,
        focus: 'grip',
      }),
      compound('Medium', {
        description: 'Medium dirt compound (code digit 3).',
        trackType: 'high-grip outdoor clay and packed dirt',
        tempMin: 18,
        tempMax: 24,
        focus: 'balance',
      }),
      compound('Hard', { description: 'Hardest dirt compound (code digit 4).', focus: 'wear' }),
      compound('Clay', {
        description: 'Clay compound (code digit 5), apart from the Supersoft-to-Hard scale.',
        trackType: 'oiled clay, high-bite outdoor',
        tempMin: 20,
        focus: 'clay grip',
      }),
      compound('UKSS'),
      compound('Clay Hard', {
        description: 'Harder clay compound (code digit 7).',
        trackType: 'very hot, max-grip summer circuits',
        tempMin: 28,
        focus: 'clay wear',
      }),
      compound('White', {
        description: 'Special compound (code digit 6); Hot Race gives no hardness.',
        trackType: 'heated indoor / very high traction, cold weather',
        focus: 'specialist grip',
      }),
      compound('Rain', {
        description: 'Wet-track compound (code digit 8); Hot Race gives no hardness.',
        trackType: 'wet tracks',
        focus: 'wet grip',
      }),
    ],
  },
  {
    name: 'Jetko',
    patterns: [
      pattern('Block In', '1/8', {
        description:
          'Large lugs for tread life with a blended shoulder to reduce edginess; built for hour-long mains. Conditions: long mains, general.',
      }),
      pattern('Dirt Slinger', '1/8', {
        description: 'Big centre lugs with alternating outer tread. Conditions: most off-road tracks.',
      }),
      pattern('J-One', '1/8', {
        description:
          'Bar-style tyre made to resist the fast wear bar tyres suffer on powerful cars; buggy also offered belted. Conditions: high grip / smooth.',
      }),
      pattern('J-Ten', '1/8', {
        trackType: 'dirt',
        description:
          'Tightly packed small-medium lugs with tapered, spaced outer bars (developed with Christian Wolhuter). Conditions: smooth with some dust.',
      }),
      pattern('J-Zero', '1/8', {
        description:
          'Very flexible slit lugs and controlled-flex sidewalls, developed on European low-grip tracks. Conditions: low grip.',
      }),
      pattern('Lesnar', '1/8', {
        description:
          'Very long-lasting race tyre that stays agile when wear is extreme. Conditions: extreme wear.',
      }),
      pattern('Marco', '1/8', {
        description:
          'All-rounder: more forward traction, sharper steering, less edgy in ruts. Conditions: all-round.',
      }),
      pattern('Positive', '1/8', {
        trackType: 'clay',
        description:
          'Square pins and small bars in trapezoid sections. Conditions: grooved hard-packed clay, medium moisture.',
      }),
      pattern('Red Devil', '1/8', {
        description: 'Small, tightly packed diamond and triangle pins. Conditions: smooth, low grip.',
      }),
      pattern('Sting', '1/8', {
        trackType: 'dirt',
        description:
          'Positioned between Block In and Marco. Conditions: slightly dusty, abrasive or polished.',
      }),
      pattern('Desirer', '1/8', {
        trackType: 'dirt',
        description:
          'Lug pattern for forward bite with an edge-reducing sidewall (listed as truggy only). Conditions: loose/loamy to hard-packed.',
      }),
    ],
    compounds: [
      // The spec's Soft and Composite were in no source; the sources' Medium Soft and Composite (clay)
      // line follow the spec's codes.
      compound('Soft'),
      compound('Super-Soft', {
        description: 'The soft option of the standard range, between Medium Soft and Ultra Soft.',
        trackType: 'general',
        focus: 'grip',
      }),
      compound('Ultra-Soft', {
        description: 'The softest option of the standard range.',
        trackType: 'low grip / cool',
        focus: 'max grip',
      }),
      compound('Composite'),
      compound('Medium Soft', {
        description: 'The hardest option of the standard range.',
        trackType: 'general / higher wear',
        focus: 'wear',
      }),
      compound('Composite (clay) Soft', {
        description: "Soft compound of Jetko's clay line.",
        trackType: 'clay',
        focus: 'clay grip',
      }),
      compound('Composite (clay) Super Soft', {
        description: "Super-soft compound of Jetko's clay line.",
        trackType: 'clay',
        focus: 'clay grip',
      }),
      compound('Composite (clay) Ultra Soft', {
        description: "Ultra-soft compound of Jetko's clay line.",
        trackType: 'clay',
        focus: 'clay grip',
      }),
      compound('Wet & Cold', {
        description: 'For cold, wet tracks (released mid-2023).',
        trackType: 'wet / cold',
        focus: 'wet grip',
      }),
    ],
  },
  {
    name: 'Matrix',
    patterns: [
      pattern('Atlas', '1/8', {
        trackType: 'dirt',
        description:
          'Directional V-groove pattern derived from the Nebula; sheds dust. Conditions: blue-groove, swept hard-pack.',
      }),
      pattern('Blackhole', '1/8', {
        trackType: 'dirt',
        description:
          'Low-profile dense pin/bar hybrid. Conditions: fully grooved / polished high-bite hard-pack.',
      }),
      pattern('Darkhole', '1/8', {
        trackType: 'dirt',
        description: 'More open bar-and-pin hybrid. Conditions: hard-pack and blue groove, little dust.',
      }),
      pattern('Nebula', '1/8', {
        trackType: 'dirt',
        description: 'Dense square pins. Conditions: starting to groove: hard-pack, light groove.',
      }),
      pattern('Neutron', '1/8', {
        trackType: 'dirt',
        description: 'Balanced multi-pin tread. Conditions: mixed grip, light groove, slightly dusty.',
      }),
      pattern('Nova', '1/8', {
        trackType: 'dirt',
        description: 'Versatile dense micro-pins. Conditions: changing conditions, light dust, early groove.',
      }),
      pattern('Red Giant', '1/8', {
        trackType: 'dirt',
        description:
          'Aggressive forward-drive pin pattern. Conditions: medium-high bite, developing grooves.',
      }),
      pattern('Stardust', '1/8', {
        trackType: 'dirt',
        description: 'Open pin layout that digs in. Conditions: loose dirt, fresh tracks, early rounds.',
      }),
    ],
    compounds: [
      compound('Ultra-Soft', { trackType: 'dirt', focus: 'grip' }),
      compound('Super-Soft', { trackType: 'dirt', focus: 'grip' }),
      compound('Soft', { trackType: 'dirt', focus: 'balance' }),
      compound('Medium', { trackType: 'dirt', focus: 'wear' }),
      compound('Hard', { trackType: 'dirt', focus: 'wear' }),
      compound('Clay-Soft', { trackType: 'clay', focus: 'clay grip' }),
      compound('Clay Ultra Soft', { trackType: 'clay', focus: 'clay grip' }),
      compound('Clay Super Soft', { trackType: 'clay', focus: 'clay grip' }),
      compound('Clay Medium', { trackType: 'clay', focus: 'clay wear' }),
    ],
  },
];

const findBrand = (brand: string): CatalogueBrand | undefined =>
  TYRE_CATALOGUE.find((entry) => tyreNameKey(entry.name) === tyreNameKey(brand));

/** The catalogue's brand names, in the order the brand list shows them. */
export const catalogueBrands = (): string[] => TYRE_CATALOGUE.map((entry) => entry.name);

/** A brand's tread patterns; none for a custom brand. */
export const patternsOf = (brand: string): readonly CataloguePattern[] => findBrand(brand)?.patterns ?? [];

/** A brand's compounds; none for a custom brand. */
export const compoundsOf = (brand: string): readonly CatalogueCompound[] => findBrand(brand)?.compounds ?? [];

/** The catalogue's pattern of that name for the brand, or undefined for a custom entry. */
export const findPattern = (brand: string, name: string): CataloguePattern | undefined =>
  patternsOf(brand).find((pattern) => tyreNameKey(pattern.name) === tyreNameKey(name));

/** The catalogue's compound of that code for the brand, or undefined for a custom entry. */
export const findCompound = (brand: string, code: string): CatalogueCompound | undefined =>
  compoundsOf(brand).find((compound) => tyreNameKey(compound.code) === tyreNameKey(code));
