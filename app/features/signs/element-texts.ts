import { type Element } from "#app/zodiac/elements.ts";
import { type Modality } from "#app/zodiac/modalities.ts";

type ElementText = {
  emoji: string;
  /** One line for the page introduction. */
  intro: string;
  temperament: readonly string[];
  strengths: readonly string[];
  challenges: readonly string[];
  /** How this element's cardinal, fixed and mutable sign each express it. */
  byModality: Record<Modality, string>;
  /** How this element meets each element, itself included. */
  withElement: Record<Element, string>;
};

// Static editorial copy for /elements/{element}; it lives beside SIGNS because it describes them.
export const ELEMENT_TEXTS: Record<Element, ElementText> = {
  fire: {
    emoji: "🔥",
    intro: "Fire is the element of spirit and will: the urge to act, to be seen and to make life an adventure rather than a routine.",
    temperament: [
      "Fire signs meet the world head-on. They trust their enthusiasm, decide quickly and would rather try and fail than wait and wonder. Their warmth is genuine and contagious: a fire sign in a room raises its temperature, whether by a joke, a challenge or a plan nobody else dared to propose.",
      "The same heat needs fuel and air. Fire signs flag when life turns into maintenance, paperwork and waiting, and they can burn out when they give everything to a start and nothing to a finish. The classic temperament is choleric: quick to flare, quick to forgive.",
    ],
    strengths: ["Courage and initiative", "Generosity and warmth", "Optimism that carries others", "Honesty, sometimes blunt"],
    challenges: [
      "Impatience with detail and delay",
      "Acting before listening",
      "Boredom once the thrill fades",
      "Pride that resists apology",
    ],
    byModality: {
      Cardinal: "lights the spark: the first move, the bold start, the leader at the front.",
      Fixed: "keeps the flame steady: loyalty, creative self-expression and a warm, constant presence.",
      Mutable: "carries the fire abroad: exploration, teaching, big questions and a restless search for meaning.",
    },
    withElement: {
      fire: "Two fire signs make an exciting, energetic match full of shared plans; the risk is two leaders and no one to tend the embers.",
      earth:
        "Earth gives fire a place to build, and fire gets earth moving. It works when fire respects earth’s pace and earth forgives fire’s haste.",
      air: "The complementary pairing: air feeds fire with ideas, company and perspective, and fire gives air’s ideas the push to happen.",
      water:
        "The opposing pairing: steam. Strong attraction, but fire can scorch water’s feelings and water can dampen fire’s spirit. Kindness is the bridge.",
    },
  },
  earth: {
    emoji: "🌱",
    intro: "Earth is the element of substance and skill: the wish to make something real, useful and lasting with your own hands and time.",
    temperament: [
      "Earth signs judge by results. They notice what things cost, how they are made and whether they will hold, and they are happiest when effort turns visibly into something good: a garden, a savings account, a craft mastered, a home that works. Their reliability is a gift to everyone who depends on them.",
      "Their caution can harden into resistance. Earth signs may stay too long in a job, a habit or an argument because change feels wasteful, and they can underrate what cannot be measured. The classic temperament is melancholic: thorough, serious and quietly sensual.",
    ],
    strengths: ["Patience and persistence", "Practical good sense", "Loyalty and dependability", "Enjoyment of the physical world"],
    challenges: [
      "Stubbornness and fear of change",
      "Over-attention to security",
      "Difficulty voicing feelings",
      "Self-criticism and perfectionism",
    ],
    byModality: {
      Cardinal: "sets the goal and climbs: ambition, structure and responsibility over the long run.",
      Fixed: "holds and enjoys: steady work, comfort, beauty and things built to last.",
      Mutable: "refines and serves: analysis, craft, health and the art of making things work better.",
    },
    withElement: {
      fire: "Fire brings daring and speed; earth brings plans and staying power. A productive match when each admires what the other lacks.",
      earth: "Two earth signs build a secure, sensible life together. Watch for routine turning into a rut, and remember to celebrate.",
      air: "The opposing pairing: air lives in possibilities, earth in facts. Each can teach the other a great deal, and frustrate the other just as much.",
      water:
        "The complementary pairing: water softens and nourishes earth, earth gives water a shore. One of the most naturally nurturing matches.",
    },
  },
  air: {
    emoji: "🌬️",
    intro:
      "Air is the element of mind and connection: the need to understand, to talk it through and to see the world from more than one side.",
    temperament: [
      "Air signs think in links. They carry news between people, notice patterns, and are often the ones who find the words for what a group feels but has not said. Curiosity keeps them young; fairness and ideas matter to them as much as comfort does. They need conversation the way fire needs fuel.",
      "Their detachment can look like coolness. Air signs may analyse a feeling instead of feeling it, keep options open too long, or leave when things get heavy. The classic temperament is sanguine: sociable, lively and light on its feet.",
    ],
    strengths: ["Curiosity and quick learning", "Communication and wit", "Fair-mindedness", "Sociability and networks"],
    challenges: [
      "Overthinking and indecision",
      "Emotional distance",
      "Restlessness and scattered focus",
      "Living in theory rather than practice",
    ],
    byModality: {
      Cardinal: "starts the conversation: partnership, diplomacy and the search for balance.",
      Fixed: "holds to principles: independent thinking, friendship and ideals for the group.",
      Mutable: "moves between ideas: learning, messages, wit and endless curiosity.",
    },
    withElement: {
      fire: "The complementary pairing: air’s ideas fan fire’s enthusiasm, and fire turns talk into action. Lively and mutually encouraging.",
      earth:
        "The opposing pairing: earth wants proof, air wants possibilities. Patience turns the tension into plans that are both clever and sound.",
      air: "Two air signs never run out of things to say. The bond is mental and social; it deepens when someone is willing to name a feeling.",
      water:
        "Air meets water in mist: fascinating and elusive. Air learns depth, water learns perspective, if neither retreats into its own world.",
    },
  },
  water: {
    emoji: "🌊",
    intro:
      "Water is the element of feeling and intuition: the sense of what lies beneath words, and the wish to belong to someone and somewhere.",
    temperament: [
      "Water signs read the room before anyone speaks. They remember how things felt long after they forget what was said, they protect the people they love, and their imagination runs deep. Art, music, care and healing come naturally to them, because they take in the moods of others as if they were their own.",
      "That sensitivity needs boundaries. Water signs can absorb too much, hold on to old hurts, or hide behind a shell or a silence when they feel unsafe. The classic temperament is phlegmatic: calm on the surface, with strong currents underneath.",
    ],
    strengths: ["Empathy and emotional intelligence", "Intuition", "Devotion and loyalty", "Imagination and creativity"],
    challenges: [
      "Moodiness and oversensitivity",
      "Difficulty letting go",
      "Avoiding conflict until it floods",
      "Taking on others’ burdens",
    ],
    byModality: {
      Cardinal: "moves first to care: home, family and the instinct to protect and nurture.",
      Fixed: "runs deep and holds fast: intensity, loyalty, secrets and transformation.",
      Mutable: "flows everywhere: compassion, imagination, spirituality and the dissolving of boundaries.",
    },
    withElement: {
      fire: "The opposing pairing: passion on both sides, but fire’s bluntness can hurt and water’s moods can smother. Gentleness makes it work.",
      earth: "The complementary pairing: earth steadies water, water brings earth to life. Safe, tender and lasting when both speak up.",
      air: "Water wants closeness, air wants space to think. Intriguing for both; it needs clear words about feelings from each side.",
      water: "Two water signs understand each other almost without speaking. Deep and tender, though moods can amplify one another.",
    },
  },
};
