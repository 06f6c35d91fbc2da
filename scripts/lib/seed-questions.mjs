// The demo question bank (issue 24): bilingual questions (English and Punjabi) across the topics the
// mock tests draw from, at least 8 a topic, so the demo's mock tests have a bank. Each entry:
// [English text, English options, Punjabi text, Punjabi options, explanation (en), explanation (pa)]
// with the right option FIRST; the seed moves it to a different place per question (bankSeedQuestions).
// "Current Affairs 2026-11" holds the month's observances (fixed dates, so the facts stay true).

/** @typedef {[string, string[], string, string[], string?, string?]} SeedEntry */

/** @type {Record<string, { exams: string[], difficulty: "" | "easy" | "medium" | "hard", items: SeedEntry[] }>} */
const TOPICS = {
  "Punjab History": {
    exams: ["Punjab Police", "PSSSB Clerk"],
    difficulty: "medium",
    items: [
      [
        "In which year was the Khalsa Panth founded?",
        ["1699", "1469", "1708", "1606"],
        "ਖ਼ਾਲਸਾ ਪੰਥ ਦੀ ਸਾਜਨਾ ਕਿਸ ਸਾਲ ਹੋਈ?",
        ["1699", "1469", "1708", "1606"],
        "Guru Gobind Singh founded the Khalsa at Anandpur Sahib on Baisakhi, 1699.",
        "ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ ਨੇ 1699 ਦੀ ਵਿਸਾਖੀ ਨੂੰ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਵਿਖੇ ਖ਼ਾਲਸਾ ਪੰਥ ਦੀ ਸਾਜਨਾ ਕੀਤੀ।",
      ],
      [
        "In which year did the Jallianwala Bagh massacre take place?",
        ["1919", "1920", "1915", "1930"],
        "ਜਲ੍ਹਿਆਂਵਾਲਾ ਬਾਗ਼ ਦਾ ਸਾਕਾ ਕਿਸ ਸਾਲ ਵਾਪਰਿਆ?",
        ["1919", "1920", "1915", "1930"],
        "It took place in Amritsar on 13 April 1919.",
        "ਇਹ ਸਾਕਾ 13 ਅਪ੍ਰੈਲ 1919 ਨੂੰ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਵਾਪਰਿਆ।",
      ],
      [
        "Which treaty of 1809 made the Sutlej the boundary between Maharaja Ranjit Singh's kingdom and the British?",
        ["Treaty of Amritsar", "Treaty of Lahore", "Treaty of Bhairowal", "Treaty of Salbai"],
        "1809 ਦੀ ਕਿਹੜੀ ਸੰਧੀ ਨੇ ਸਤਲੁਜ ਨੂੰ ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਦੇ ਰਾਜ ਅਤੇ ਅੰਗਰੇਜ਼ਾਂ ਵਿਚਕਾਰ ਹੱਦ ਬਣਾਇਆ?",
        ["ਅੰਮ੍ਰਿਤਸਰ ਦੀ ਸੰਧੀ", "ਲਾਹੌਰ ਦੀ ਸੰਧੀ", "ਭੈਰੋਵਾਲ ਦੀ ਸੰਧੀ", "ਸਾਲਬਾਈ ਦੀ ਸੰਧੀ"],
      ],
      [
        "Who made Lohgarh his capital?",
        ["Banda Singh Bahadur", "Jassa Singh Ahluwalia", "Baba Deep Singh", "Hari Singh Nalwa"],
        "ਲੋਹਗੜ੍ਹ ਨੂੰ ਆਪਣੀ ਰਾਜਧਾਨੀ ਕਿਸ ਨੇ ਬਣਾਇਆ?",
        ["ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ", "ਜੱਸਾ ਸਿੰਘ ਆਹਲੂਵਾਲੀਆ", "ਬਾਬਾ ਦੀਪ ਸਿੰਘ", "ਹਰੀ ਸਿੰਘ ਨਲਵਾ"],
      ],
      [
        "In which year did Maharaja Ranjit Singh take Lahore?",
        ["1799", "1801", "1809", "1839"],
        "ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਨੇ ਲਾਹੌਰ ਉੱਤੇ ਕਿਸ ਸਾਲ ਕਬਜ਼ਾ ਕੀਤਾ?",
        ["1799", "1801", "1809", "1839"],
      ],
      [
        "Where was the first battle of the First Anglo-Sikh War fought?",
        ["Mudki", "Chillianwala", "Gujrat", "Ramnagar"],
        "ਪਹਿਲੀ ਐਂਗਲੋ-ਸਿੱਖ ਜੰਗ ਦੀ ਪਹਿਲੀ ਲੜਾਈ ਕਿੱਥੇ ਲੜੀ ਗਈ?",
        ["ਮੁੱਦਕੀ", "ਚੇਲਿਆਂਵਾਲਾ", "ਗੁਜਰਾਤ", "ਰਾਮਨਗਰ"],
        "The Battle of Mudki was fought on 18 December 1845.",
        "ਮੁੱਦਕੀ ਦੀ ਲੜਾਈ 18 ਦਸੰਬਰ 1845 ਨੂੰ ਲੜੀ ਗਈ।",
      ],
      [
        "In which year was Punjab annexed to British India?",
        ["1849", "1846", "1857", "1839"],
        "ਪੰਜਾਬ ਨੂੰ ਅੰਗਰੇਜ਼ੀ ਰਾਜ ਵਿੱਚ ਕਿਸ ਸਾਲ ਮਿਲਾਇਆ ਗਿਆ?",
        ["1849", "1846", "1857", "1839"],
      ],
      [
        "Who compiled the Adi Granth in 1604?",
        ["Guru Arjan Dev", "Guru Gobind Singh", "Guru Angad Dev", "Guru Amar Das"],
        "1604 ਵਿੱਚ ਆਦਿ ਗ੍ਰੰਥ ਦਾ ਸੰਪਾਦਨ ਕਿਸ ਨੇ ਕੀਤਾ?",
        ["ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ", "ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ", "ਗੁਰੂ ਅੰਗਦ ਦੇਵ ਜੀ", "ਗੁਰੂ ਅਮਰਦਾਸ ਜੀ"],
      ],
    ],
  },
  "Punjab Geography": {
    exams: ["Punjab Police", "Patwari"],
    difficulty: "easy",
    items: [
      [
        "On which river is the Bhakra Dam built?",
        ["Sutlej", "Beas", "Ravi", "Chenab"],
        "ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਬਣਿਆ ਹੈ?",
        ["ਸਤਲੁਜ", "ਬਿਆਸ", "ਰਾਵੀ", "ਚਨਾਬ"],
      ],
      [
        "On which river is the Ranjit Sagar Dam?",
        ["Ravi", "Sutlej", "Beas", "Ghaggar"],
        "ਰਣਜੀਤ ਸਾਗਰ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?",
        ["ਰਾਵੀ", "ਸਤਲੁਜ", "ਬਿਆਸ", "ਘੱਗਰ"],
      ],
      [
        "The Harike wetland lies where which two rivers meet?",
        ["Sutlej and Beas", "Ravi and Beas", "Sutlej and Ghaggar", "Ravi and Chenab"],
        "ਹਰੀਕੇ ਜਲਗਾਹ ਕਿਹੜੇ ਦੋ ਦਰਿਆਵਾਂ ਦੇ ਸੰਗਮ ਉੱਤੇ ਹੈ?",
        ["ਸਤਲੁਜ ਅਤੇ ਬਿਆਸ", "ਰਾਵੀ ਅਤੇ ਬਿਆਸ", "ਸਤਲੁਜ ਅਤੇ ਘੱਗਰ", "ਰਾਵੀ ਅਤੇ ਚਨਾਬ"],
      ],
      [
        "What is the region between the Beas and the Sutlej called?",
        ["Doaba", "Majha", "Malwa", "Puadh"],
        "ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦਰਿਆਵਾਂ ਵਿਚਕਾਰਲੇ ਇਲਾਕੇ ਨੂੰ ਕੀ ਕਹਿੰਦੇ ਹਨ?",
        ["ਦੁਆਬਾ", "ਮਾਝਾ", "ਮਾਲਵਾ", "ਪੁਆਧ"],
      ],
      [
        "What is the region between the Beas and the Ravi called?",
        ["Majha", "Doaba", "Malwa", "Puadh"],
        "ਬਿਆਸ ਅਤੇ ਰਾਵੀ ਦਰਿਆਵਾਂ ਵਿਚਕਾਰਲੇ ਇਲਾਕੇ ਨੂੰ ਕੀ ਕਹਿੰਦੇ ਹਨ?",
        ["ਮਾਝਾ", "ਦੁਆਬਾ", "ਮਾਲਵਾ", "ਪੁਆਧ"],
      ],
      [
        "Which city of Punjab is known for its sports goods industry?",
        ["Jalandhar", "Ludhiana", "Bathinda", "Mohali"],
        "ਪੰਜਾਬ ਦਾ ਕਿਹੜਾ ਸ਼ਹਿਰ ਖੇਡਾਂ ਦਾ ਸਮਾਨ ਬਣਾਉਣ ਲਈ ਮਸ਼ਹੂਰ ਹੈ?",
        ["ਜਲੰਧਰ", "ਲੁਧਿਆਣਾ", "ਬਠਿੰਡਾ", "ਮੋਹਾਲੀ"],
      ],
      [
        "Which city is the capital of Punjab?",
        ["Chandigarh", "Ludhiana", "Amritsar", "Patiala"],
        "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਕਿਹੜੀ ਹੈ?",
        ["ਚੰਡੀਗੜ੍ਹ", "ਲੁਧਿਆਣਾ", "ਅੰਮ੍ਰਿਤਸਰ", "ਪਟਿਆਲਾ"],
        "Chandigarh, a union territory, is the capital of both Punjab and Haryana.",
        "ਚੰਡੀਗੜ੍ਹ, ਇੱਕ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼, ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਦੋਵਾਂ ਦੀ ਰਾਜਧਾਨੀ ਹੈ।",
      ],
      [
        "With which country does Punjab share an international border?",
        ["Pakistan", "Nepal", "China", "Bangladesh"],
        "ਪੰਜਾਬ ਦੀ ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਕਿਸ ਦੇਸ਼ ਨਾਲ ਲੱਗਦੀ ਹੈ?",
        ["ਪਾਕਿਸਤਾਨ", "ਨੇਪਾਲ", "ਚੀਨ", "ਬੰਗਲਾਦੇਸ਼"],
      ],
    ],
  },
  Reasoning: {
    exams: ["Punjab Police", "PSSSB Clerk", "Patwari"],
    difficulty: "medium",
    items: [
      [
        "Find the next number: 2, 6, 12, 20, 30, ?",
        ["42", "40", "36", "44"],
        "ਅਗਲੀ ਸੰਖਿਆ ਲੱਭੋ: 2, 6, 12, 20, 30, ?",
        ["42", "40", "36", "44"],
        "The differences are 4, 6, 8, 10, so the next is 30 + 12 = 42.",
        "ਅੰਤਰ 4, 6, 8, 10 ਹਨ, ਇਸ ਲਈ ਅਗਲੀ ਸੰਖਿਆ 30 + 12 = 42 ਹੈ।",
      ],
      [
        "If CAT is written as DBU, how is DOG written?",
        ["EPH", "EPG", "DPH", "FQI"],
        "ਜੇ CAT ਨੂੰ DBU ਲਿਖਿਆ ਜਾਂਦਾ ਹੈ, ਤਾਂ DOG ਨੂੰ ਕਿਵੇਂ ਲਿਖਿਆ ਜਾਵੇਗਾ?",
        ["EPH", "EPG", "DPH", "FQI"],
        "Each letter moves one place forward: D→E, O→P, G→H.",
        "ਹਰ ਅੱਖਰ ਇੱਕ ਥਾਂ ਅੱਗੇ ਜਾਂਦਾ ਹੈ: D→E, O→P, G→H।",
      ],
      [
        "Pick the odd one out: Apple, Mango, Potato, Banana",
        ["Potato", "Apple", "Mango", "Banana"],
        "ਵੱਖਰਾ ਚੁਣੋ: ਸੇਬ, ਅੰਬ, ਆਲੂ, ਕੇਲਾ",
        ["ਆਲੂ", "ਸੇਬ", "ਅੰਬ", "ਕੇਲਾ"],
      ],
      [
        "A is B's brother. C is A's mother. How is C related to B?",
        ["Mother", "Sister", "Aunt", "Grandmother"],
        "A, B ਦਾ ਭਰਾ ਹੈ। C, A ਦੀ ਮਾਂ ਹੈ। C ਦਾ B ਨਾਲ ਕੀ ਰਿਸ਼ਤਾ ਹੈ?",
        ["ਮਾਂ", "ਭੈਣ", "ਮਾਸੀ", "ਦਾਦੀ"],
      ],
      [
        "If today is Monday, which day will it be 10 days from now?",
        ["Thursday", "Wednesday", "Friday", "Tuesday"],
        "ਜੇ ਅੱਜ ਸੋਮਵਾਰ ਹੈ, ਤਾਂ 10 ਦਿਨਾਂ ਬਾਅਦ ਕਿਹੜਾ ਦਿਨ ਹੋਵੇਗਾ?",
        ["ਵੀਰਵਾਰ", "ਬੁੱਧਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਮੰਗਲਵਾਰ"],
        "10 days = 1 week + 3 days; Monday + 3 days is Thursday.",
        "10 ਦਿਨ = 1 ਹਫ਼ਤਾ + 3 ਦਿਨ; ਸੋਮਵਾਰ ਤੋਂ 3 ਦਿਨ ਬਾਅਦ ਵੀਰਵਾਰ ਹੈ।",
      ],
      [
        "Find the next number: 3, 9, 27, 81, ?",
        ["243", "162", "324", "189"],
        "ਅਗਲੀ ਸੰਖਿਆ ਲੱਭੋ: 3, 9, 27, 81, ?",
        ["243", "162", "324", "189"],
      ],
      [
        "A man walks 5 km north, then turns right and walks 3 km. In which direction is he from where he started?",
        ["North-east", "North-west", "South-east", "East"],
        "ਇੱਕ ਆਦਮੀ 5 ਕਿਲੋਮੀਟਰ ਉੱਤਰ ਵੱਲ ਤੁਰਦਾ ਹੈ, ਫਿਰ ਸੱਜੇ ਮੁੜ ਕੇ 3 ਕਿਲੋਮੀਟਰ ਤੁਰਦਾ ਹੈ। ਉਹ ਸ਼ੁਰੂ ਵਾਲੀ ਥਾਂ ਤੋਂ ਕਿਸ ਦਿਸ਼ਾ ਵਿੱਚ ਹੈ?",
        ["ਉੱਤਰ-ਪੂਰਬ", "ਉੱਤਰ-ਪੱਛਮ", "ਦੱਖਣ-ਪੂਰਬ", "ਪੂਰਬ"],
      ],
      [
        "Book : Read :: Food : ?",
        ["Eat", "Cook", "Hunger", "Plate"],
        "ਕਿਤਾਬ : ਪੜ੍ਹਨਾ :: ਭੋਜਨ : ?",
        ["ਖਾਣਾ", "ਪਕਾਉਣਾ", "ਭੁੱਖ", "ਥਾਲੀ"],
      ],
    ],
  },
  "Punjabi Grammar": {
    exams: ["PSTET", "Punjab Police"],
    difficulty: "easy",
    items: [
      [
        "How many letters does the Painti (the Gurmukhi alphabet chart) have?",
        ["35", "40", "41", "32"],
        "ਪੈਂਤੀ ਅੱਖਰੀ ਵਿੱਚ ਕਿੰਨੇ ਅੱਖਰ ਹਨ?",
        ["35", "40", "41", "32"],
      ],
      [
        "Which is the first letter of the Gurmukhi alphabet?",
        ["ੳ (ura)", "ਅ (aira)", "ੲ (iri)", "ਸ (sassa)"],
        "ਗੁਰਮੁਖੀ ਵਰਣਮਾਲਾ ਦਾ ਪਹਿਲਾ ਅੱਖਰ ਕਿਹੜਾ ਹੈ?",
        ["ੳ", "ਅ", "ੲ", "ਸ"],
      ],
      [
        "How many lagan-matran (vowel symbols, counting mukta) does Punjabi have?",
        ["10", "9", "12", "8"],
        "ਪੰਜਾਬੀ ਵਿੱਚ ਮੁਕਤਾ ਸਮੇਤ ਕਿੰਨੀਆਂ ਲਗਾਂ-ਮਾਤਰਾਂ ਹਨ?",
        ["10", "9", "12", "8"],
      ],
      [
        "Which sign doubles the sound of the letter after it?",
        ["Addak (ੱ)", "Tippi (ੰ)", "Bindi (ਂ)", "Kanna (ਾ)"],
        "ਕਿਹੜਾ ਚਿੰਨ੍ਹ ਅਗਲੇ ਅੱਖਰ ਦੀ ਆਵਾਜ਼ ਨੂੰ ਦੋਹਰਾ ਕਰਦਾ ਹੈ?",
        ["ਅੱਧਕ (ੱ)", "ਟਿੱਪੀ (ੰ)", "ਬਿੰਦੀ (ਂ)", "ਕੰਨਾ (ਾ)"],
      ],
      [
        'What is the plural of "ਕੁੜੀ" (girl)?',
        ["ਕੁੜੀਆਂ", "ਕੁੜੀਏ", "ਕੁੜੀਓ", "ਕੁੜੇ"],
        '"ਕੁੜੀ" ਦਾ ਬਹੁਵਚਨ ਕੀ ਹੈ?',
        ["ਕੁੜੀਆਂ", "ਕੁੜੀਏ", "ਕੁੜੀਓ", "ਕੁੜੇ"],
      ],
      [
        'What is the opposite of "ਦਿਨ" (day)?',
        ["ਰਾਤ", "ਸਵੇਰ", "ਸ਼ਾਮ", "ਦੁਪਹਿਰ"],
        '"ਦਿਨ" ਦਾ ਵਿਰੋਧੀ ਸ਼ਬਦ ਕਿਹੜਾ ਹੈ?',
        ["ਰਾਤ", "ਸਵੇਰ", "ਸ਼ਾਮ", "ਦੁਪਹਿਰ"],
      ],
      [
        'What is the feminine of "ਸ਼ੇਰ" (lion)?',
        ["ਸ਼ੇਰਨੀ", "ਸ਼ੇਰਾਂ", "ਸ਼ੇਰੀ", "ਸ਼ੇਰਣ"],
        '"ਸ਼ੇਰ" ਦਾ ਇਸਤਰੀ ਲਿੰਗ ਕੀ ਹੈ?',
        ["ਸ਼ੇਰਨੀ", "ਸ਼ੇਰਾਂ", "ਸ਼ੇਰੀ", "ਸ਼ੇਰਣ"],
      ],
      [
        'Which part of speech is "ਸੁੰਦਰ" (beautiful)?',
        ["Adjective", "Noun", "Verb", "Pronoun"],
        '"ਸੁੰਦਰ" ਸ਼ਬਦ ਕਿਹੜੀ ਸ਼ਬਦ-ਸ਼੍ਰੇਣੀ ਹੈ?',
        ["ਵਿਸ਼ੇਸ਼ਣ", "ਨਾਂਵ", "ਕਿਰਿਆ", "ਪੜਨਾਂਵ"],
      ],
    ],
  },
  "Child Development": {
    exams: ["PSTET"],
    difficulty: "medium",
    items: [
      [
        "Who gave the theory of cognitive development in four stages?",
        ["Jean Piaget", "Lev Vygotsky", "Erik Erikson", "B. F. Skinner"],
        "ਬੋਧਾਤਮਕ ਵਿਕਾਸ ਦੇ ਚਾਰ ਪੜਾਵਾਂ ਦਾ ਸਿਧਾਂਤ ਕਿਸ ਨੇ ਦਿੱਤਾ?",
        ["ਜੀਨ ਪਿਆਜੇ", "ਲੇਵ ਵਾਇਗੋਤਸਕੀ", "ਐਰਿਕ ਐਰਿਕਸਨ", "ਬੀ. ਐੱਫ਼. ਸਕਿਨਰ"],
      ],
      [
        'The "Zone of Proximal Development" is associated with:',
        ["Lev Vygotsky", "Jean Piaget", "Lawrence Kohlberg", "Ivan Pavlov"],
        '"ਨਿਕਟਤਮ ਵਿਕਾਸ ਦਾ ਖੇਤਰ" (ZPD) ਦਾ ਸੰਕਲਪ ਕਿਸ ਨਾਲ ਜੁੜਿਆ ਹੈ?',
        ["ਲੇਵ ਵਾਇਗੋਤਸਕੀ", "ਜੀਨ ਪਿਆਜੇ", "ਲਾਰੈਂਸ ਕੋਹਲਬਰਗ", "ਇਵਾਨ ਪਾਵਲੋਵ"],
      ],
      [
        "According to Piaget, which stage lasts from birth to about 2 years?",
        ["Sensorimotor", "Preoperational", "Concrete operational", "Formal operational"],
        "ਪਿਆਜੇ ਅਨੁਸਾਰ ਜਨਮ ਤੋਂ ਲਗਭਗ 2 ਸਾਲ ਤੱਕ ਦਾ ਪੜਾਅ ਕਿਹੜਾ ਹੈ?",
        ["ਸੰਵੇਦੀ-ਗਤੀ ਪੜਾਅ", "ਪੂਰਵ-ਸੰਕਰਿਆਤਮਕ ਪੜਾਅ", "ਮੂਰਤ ਸੰਕਰਿਆਤਮਕ ਪੜਾਅ", "ਰਸਮੀ ਸੰਕਰਿਆਤਮਕ ਪੜਾਅ"],
      ],
      [
        "Who demonstrated classical conditioning?",
        ["Ivan Pavlov", "B. F. Skinner", "Edward Thorndike", "Albert Bandura"],
        "ਕਲਾਸੀਕਲ ਅਨੁਕੂਲਨ ਦਾ ਪ੍ਰਯੋਗ ਕਿਸ ਨੇ ਕੀਤਾ?",
        ["ਇਵਾਨ ਪਾਵਲੋਵ", "ਬੀ. ਐੱਫ਼. ਸਕਿਨਰ", "ਐਡਵਰਡ ਥੌਰਨਡਾਈਕ", "ਐਲਬਰਟ ਬੈਂਡੂਰਾ"],
      ],
      [
        "Who gave the theory of multiple intelligences?",
        ["Howard Gardner", "Alfred Binet", "Charles Spearman", "Daniel Goleman"],
        "ਬਹੁ-ਬੁੱਧੀ ਦਾ ਸਿਧਾਂਤ ਕਿਸ ਨੇ ਦਿੱਤਾ?",
        ["ਹਾਵਰਡ ਗਾਰਡਨਰ", "ਅਲਫ਼ਰੈਡ ਬਿਨੇ", "ਚਾਰਲਸ ਸਪੀਅਰਮੈਨ", "ਡੈਨੀਅਲ ਗੋਲਮੈਨ"],
      ],
      [
        "The Right of Children to Free and Compulsory Education Act, 2009 covers children aged:",
        ["6 to 14 years", "3 to 10 years", "5 to 15 years", "6 to 18 years"],
        "ਮੁਫ਼ਤ ਅਤੇ ਲਾਜ਼ਮੀ ਸਿੱਖਿਆ ਦਾ ਅਧਿਕਾਰ ਐਕਟ 2009 ਕਿਸ ਉਮਰ ਦੇ ਬੱਚਿਆਂ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ?",
        ["6 ਤੋਂ 14 ਸਾਲ", "3 ਤੋਂ 10 ਸਾਲ", "5 ਤੋਂ 15 ਸਾਲ", "6 ਤੋਂ 18 ਸਾਲ"],
      ],
      [
        "Observational learning (the Bobo doll experiment) is associated with:",
        ["Albert Bandura", "Jean Piaget", "Ivan Pavlov", "Sigmund Freud"],
        "ਨਿਰੀਖਣ ਰਾਹੀਂ ਸਿੱਖਣ (ਬੋਬੋ ਗੁੱਡੀ ਪ੍ਰਯੋਗ) ਨਾਲ ਕੌਣ ਜੁੜਿਆ ਹੈ?",
        ["ਐਲਬਰਟ ਬੈਂਡੂਰਾ", "ਜੀਨ ਪਿਆਜੇ", "ਇਵਾਨ ਪਾਵਲੋਵ", "ਸਿਗਮੰਡ ਫ਼ਰਾਇਡ"],
      ],
      [
        "Kohlberg's theory is about:",
        ["Moral development", "Language development", "Physical growth", "Emotional intelligence"],
        "ਕੋਹਲਬਰਗ ਦਾ ਸਿਧਾਂਤ ਕਿਸ ਨਾਲ ਸੰਬੰਧਿਤ ਹੈ?",
        ["ਨੈਤਿਕ ਵਿਕਾਸ", "ਭਾਸ਼ਾ ਵਿਕਾਸ", "ਸਰੀਰਕ ਵਾਧਾ", "ਭਾਵਨਾਤਮਕ ਬੁੱਧੀ"],
      ],
    ],
  },
  English: {
    exams: ["PSTET", "PSSSB Clerk"],
    difficulty: "easy",
    items: [
      [
        'Choose the word closest in meaning to "Rapid".',
        ["Fast", "Slow", "Late", "Weak"],
        '"Rapid" ਦਾ ਸਮਾਨਾਰਥੀ ਸ਼ਬਦ ਚੁਣੋ।',
        ["Fast", "Slow", "Late", "Weak"],
      ],
      [
        'Choose the opposite of "Ancient".',
        ["Modern", "Old", "Antique", "Early"],
        '"Ancient" ਦਾ ਵਿਰੋਧੀ ਸ਼ਬਦ ਚੁਣੋ।',
        ["Modern", "Old", "Antique", "Early"],
      ],
      [
        "Fill in the blank: She ___ to school every day.",
        ["goes", "go", "going", "gone"],
        "ਖਾਲੀ ਥਾਂ ਭਰੋ: She ___ to school every day.",
        ["goes", "go", "going", "gone"],
      ],
      [
        'What is the plural of "child"?',
        ["children", "childs", "childes", "childrens"],
        '"child" ਦਾ ਬਹੁਵਚਨ ਕੀ ਹੈ?',
        ["children", "childs", "childes", "childrens"],
      ],
      [
        "Which word is spelt correctly?",
        ["Necessary", "Neccessary", "Necesary", "Neccesary"],
        "ਸਹੀ ਸ਼ਬਦ-ਜੋੜ ਵਾਲਾ ਸ਼ਬਦ ਚੁਣੋ।",
        ["Necessary", "Neccessary", "Necesary", "Neccesary"],
      ],
      [
        'What is the past tense of "write"?',
        ["wrote", "writed", "written", "writes"],
        '"write" ਦਾ ਭੂਤਕਾਲ ਰੂਪ ਕੀ ਹੈ?',
        ["wrote", "writed", "written", "writes"],
      ],
      [
        "Choose the right article: He is ___ honest man.",
        ["an", "a", "the", "no article"],
        "ਠੀਕ article ਚੁਣੋ: He is ___ honest man.",
        ["an", "a", "the", "ਕੋਈ article ਨਹੀਂ"],
        '"Honest" begins with a vowel sound (the h is silent), so it takes "an".',
        '"Honest" ਸਵਰ ਧੁਨੀ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ (h ਨਹੀਂ ਬੋਲਿਆ ਜਾਂਦਾ), ਇਸ ਲਈ "an" ਲੱਗਦਾ ਹੈ।',
      ],
      [
        'What does the idiom "a piece of cake" mean?',
        ["Very easy", "A sweet dish", "A small part", "A costly thing"],
        'ਮੁਹਾਵਰੇ "a piece of cake" ਦਾ ਅਰਥ ਕੀ ਹੈ?',
        ["ਬਹੁਤ ਸੌਖਾ", "ਇੱਕ ਮਿੱਠਾ ਪਕਵਾਨ", "ਛੋਟਾ ਹਿੱਸਾ", "ਮਹਿੰਗੀ ਚੀਜ਼"],
      ],
    ],
  },
  "Current Affairs 2026-11": {
    exams: ["Punjab Police", "PSSSB Clerk", "Patwari"],
    difficulty: "easy",
    items: [
      [
        "Punjab Day, 1 November, marks the state's reorganisation into its present form in which year?",
        ["1966", "1956", "1947", "1972"],
        "ਪੰਜਾਬ ਦਿਵਸ (1 ਨਵੰਬਰ) ਕਿਸ ਸਾਲ ਪੰਜਾਬ ਦੇ ਮੌਜੂਦਾ ਰੂਪ ਵਿੱਚ ਬਣਨ ਦੀ ਯਾਦ ਦਿਵਾਉਂਦਾ ਹੈ?",
        ["1966", "1956", "1947", "1972"],
        "The Punjab Reorganisation Act, 1966 created present-day Punjab and Haryana on 1 November 1966.",
        "ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ 1966 ਰਾਹੀਂ 1 ਨਵੰਬਰ 1966 ਨੂੰ ਮੌਜੂਦਾ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਬਣੇ।",
      ],
      [
        "Children's Day in India (14 November) marks the birth anniversary of:",
        ["Jawaharlal Nehru", "Mahatma Gandhi", "B. R. Ambedkar", "Sardar Patel"],
        "ਭਾਰਤ ਵਿੱਚ ਬਾਲ ਦਿਵਸ (14 ਨਵੰਬਰ) ਕਿਸ ਦੇ ਜਨਮ ਦਿਨ ਉੱਤੇ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["ਜਵਾਹਰ ਲਾਲ ਨਹਿਰੂ", "ਮਹਾਤਮਾ ਗਾਂਧੀ", "ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ", "ਸਰਦਾਰ ਪਟੇਲ"],
      ],
      [
        "On which day is Constitution Day (Samvidhan Divas) observed?",
        ["26 November", "26 January", "15 August", "2 October"],
        "ਸੰਵਿਧਾਨ ਦਿਵਸ ਕਦੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["26 ਨਵੰਬਰ", "26 ਜਨਵਰੀ", "15 ਅਗਸਤ", "2 ਅਕਤੂਬਰ"],
        "The Constituent Assembly adopted the Constitution on 26 November 1949.",
        "ਸੰਵਿਧਾਨ ਸਭਾ ਨੇ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਸੰਵਿਧਾਨ ਅਪਣਾਇਆ।",
      ],
      [
        "National Education Day (11 November) marks the birth anniversary of:",
        ["Maulana Abul Kalam Azad", "S. Radhakrishnan", "Rabindranath Tagore", "Zakir Husain"],
        "ਰਾਸ਼ਟਰੀ ਸਿੱਖਿਆ ਦਿਵਸ (11 ਨਵੰਬਰ) ਕਿਸ ਦੇ ਜਨਮ ਦਿਨ ਉੱਤੇ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["ਮੌਲਾਨਾ ਅਬੁਲ ਕਲਾਮ ਆਜ਼ਾਦ", "ਡਾ. ਸਰਵਪੱਲੀ ਰਾਧਾਕ੍ਰਿਸ਼ਨਨ", "ਰਬਿੰਦਰਨਾਥ ਟੈਗੋਰ", "ਡਾ. ਜ਼ਾਕਿਰ ਹੁਸੈਨ"],
      ],
      [
        "On which day is World Diabetes Day observed?",
        ["14 November", "7 April", "5 June", "1 December"],
        "ਵਿਸ਼ਵ ਸ਼ੂਗਰ ਦਿਵਸ ਕਦੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["14 ਨਵੰਬਰ", "7 ਅਪ੍ਰੈਲ", "5 ਜੂਨ", "1 ਦਸੰਬਰ"],
      ],
      [
        "On which day is National Press Day observed in India?",
        ["16 November", "3 May", "30 January", "21 February"],
        "ਭਾਰਤ ਵਿੱਚ ਰਾਸ਼ਟਰੀ ਪ੍ਰੈੱਸ ਦਿਵਸ ਕਦੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["16 ਨਵੰਬਰ", "3 ਮਈ", "30 ਜਨਵਰੀ", "21 ਫ਼ਰਵਰੀ"],
      ],
      [
        "Guru Nanak Dev Ji's Prakash Purab is celebrated on:",
        ["Kartik Purnima", "Baisakhi", "Maghi", "Hola Mohalla"],
        "ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਕਿਸ ਦਿਨ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ", "ਵਿਸਾਖੀ", "ਮਾਘੀ", "ਹੋਲਾ ਮਹੱਲਾ"],
      ],
      [
        "National Milk Day (26 November) honours:",
        ["Verghese Kurien", "M. S. Swaminathan", "Norman Borlaug", "C. Subramaniam"],
        "ਰਾਸ਼ਟਰੀ ਦੁੱਧ ਦਿਵਸ (26 ਨਵੰਬਰ) ਕਿਸ ਦੀ ਯਾਦ ਵਿੱਚ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?",
        ["ਡਾ. ਵਰਗੀਜ਼ ਕੁਰੀਅਨ", "ਡਾ. ਐੱਮ. ਐੱਸ. ਸਵਾਮੀਨਾਥਨ", "ਨੌਰਮਨ ਬੋਰਲੌਗ", "ਸੀ. ਸੁਬਰਾਮਣੀਅਮ"],
      ],
    ],
  },
};

/**
 * The demo bank as `questions` records' fields: the right option moved to place n % 4 (both
 * languages alike), source "seed:demo#<n>" (the seed looks each up by it, so a second run adds
 * nothing).
 */
export function bankSeedQuestions() {
  const out = [];
  let n = 0;
  for (const [topic, { exams, difficulty, items }] of Object.entries(TOPICS)) {
    for (const [textEn, optsEn, textPa, optsPa, explanationEn = "", explanationPa = ""] of items) {
      const at = n % optsEn.length;
      /** @param {string[]} opts */
      const place = (opts) => {
        const rest = opts.slice(1);
        return [...rest.slice(0, at), opts[0], ...rest.slice(at)];
      };
      out.push({
        textEn,
        optionsEn: place(optsEn),
        textPa,
        optionsPa: place(optsPa),
        answer: at,
        explanationEn,
        explanationPa,
        topics: [topic],
        exams,
        difficulty,
        source: `seed:demo#${n}`,
      });
      n++;
    }
  }
  return out;
}

/** The demo bank's topics (the mock-test builder's demo test draws from them). */
export const BANK_TOPICS = Object.keys(TOPICS);
