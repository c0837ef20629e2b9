// Site-wide constants of the web app. The community's contact details, links and leadership are site settings
// that admins set (api/siteSettings.ts); none are written here.

/** The default (Hindi) page title, as in index.html. */
export const DEFAULT_TITLE = 'संगम | Sangam – समुदाय का नेटवर्क';

/** The default (Hindi) page description, as in index.html. */
export const DEFAULT_DESCRIPTION =
  'संगम: समुदाय के पेशेवरों और उद्यमियों का नेटवर्क। सदस्य निर्देशिका, व्यापार सेवाएँ, समाचार, कार्यक्रम, प्रश्नोत्तर और वैवाहिक प्रोफ़ाइल।';
