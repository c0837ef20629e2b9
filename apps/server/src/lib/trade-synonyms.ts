// Trades as members write them in Hindi, Marathi or English: a search for one word also finds the others, so
// "बढ़ई" finds a member whose occupation is "Carpenter" and "plumber" finds "प्लंबर". The thirteen home
// categories first, then common trades. One line per trade; every word of a line stands for the others.
const TRADES: string[][] = [
  ['carpenter', 'बढ़ई', 'सुतार', 'badhai', 'sutar'],
  ['plumber', 'प्लंबर', 'प्लम्बर', 'नलसाज़', 'नलसाज'],
  ['electrician', 'इलेक्ट्रीशियन', 'इलेक्ट्रिशियन', 'बिजली', 'वायरमन', 'wireman'],
  ['photographer', 'फोटोग्राफर', 'फ़ोटोग्राफ़र', 'छायाचित्रकार'],
  ['teacher', 'शिक्षक', 'शिक्षिका', 'अध्यापक', 'टीचर', 'tutor', 'ट्यूटर'],
  ['doctor', 'डॉक्टर', 'डाक्टर', 'चिकित्सक', 'वैद्य'],
  ['chef', 'cook', 'शेफ', 'रसोइया', 'आचारी', 'बावर्ची', 'caterer', 'केटरर'],
  ['designer', 'डिज़ाइनर', 'डिजाइनर'],
  ['writer', 'लेखक', 'लेखिका', 'लेखन'],
  ['consultant', 'सलाहकार', 'कंसल्टेंट', 'सल्लागार'],
  ['developer', 'डेवलपर', 'programmer', 'प्रोग्रामर'],
  ['web', 'वेब'],
  ['data', 'डेटा', 'डाटा'],
  ['entry', 'एंट्री'],
  ['repairing', 'repair', 'रिपेयर', 'रिपेयरिंग', 'मरम्मत', 'दुरुस्ती'],
  ['television', 'टीवी', 'टेलीविजन'],
  ['tailor', 'दर्जी', 'शिंपी', 'टेलर'],
  ['mason', 'राजमिस्त्री', 'गवंडी'],
  ['painter', 'पेंटर', 'रंगारी'],
  ['driver', 'ड्राइवर', 'चालक'],
  ['lawyer', 'advocate', 'वकील', 'अधिवक्ता'],
  ['accountant', 'अकाउंटेंट', 'मुनीम', 'लेखापाल'],
  ['mechanic', 'मैकेनिक', 'मिस्त्री'],
  ['barber', 'नाई', 'न्हावी'],
  ['farmer', 'किसान', 'शेतकरी'],
  ['nurse', 'नर्स', 'परिचारिका'],
  ['engineer', 'इंजीनियर', 'अभियंता'],
  ['beautician', 'ब्यूटीशियन', 'ब्यूटी'],
];

const key = (word: string) => word.normalize('NFC').toLowerCase();
const OTHERS = new Map<string, string[]>();
for (const line of TRADES) {
  const words = line.map(key);
  for (const word of words) OTHERS.set(word, [...(OTHERS.get(word) ?? []), ...words.filter((w) => w !== word)]);
}

/** The other words for the same trade (none for a word that is not a trade); `word` as searchWords gives it. */
export const tradeSynonyms = (word: string): string[] => OTHERS.get(key(word)) ?? [];
