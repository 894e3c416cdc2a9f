import { ALL_DISTRICTS, COMMUNITIES, GENDERS, PROFESSIONS, QUALIFICATIONS, STATES, type MemberProfileFields } from '@matrimony/schema';

/** Deterministic made-up people for demo data and benchmarks (no real person's data). */
const FIRST = {
  Male: ['Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Rohan', 'Karan', 'Rahul', 'Vikram', 'Siddharth', 'Ankit', 'Manish', 'Deepak', 'Nikhil', 'Pranav', 'Harsh', 'Yash', 'Ravi', 'Amit', 'Suresh', 'Gaurav'],
  Female: ['Aanya', 'Diya', 'Priya', 'Ananya', 'Kavya', 'Isha', 'Neha', 'Pooja', 'Riya', 'Sneha', 'Shruti', 'Meera', 'Nidhi', 'Swati', 'Anjali', 'Tanvi', 'Sakshi', 'Kriti', 'Divya', 'Pallavi'],
  Other: ['Arya', 'Noor', 'Kiran', 'Jyoti', 'Sagar', 'Shivani', 'Ravi', 'Sunny'],
} as const;
const SURNAME: Record<string, string[]> = {
  Lodha: ['Lodhi', 'Verma', 'Singh Lodhi', 'Patel'],
  Brahmin: ['Sharma', 'Mishra', 'Tiwari', 'Dubey', 'Joshi'],
  Rajput: ['Rathore', 'Chauhan', 'Sisodia', 'Parmar'],
  Jat: ['Chaudhary', 'Malik', 'Sangwan', 'Dahiya'],
  Yadav: ['Yadav', 'Ahir', 'Rao', 'Gwala'],
};
const GOTRA = ['Kashyap', 'Bharadwaj', 'Vashishtha', 'Gautam', 'Sandilya', 'Vatsa', 'Atri', 'Kaushik'];
const PARENT_M = ['Ramesh', 'Suresh', 'Mahesh', 'Rajendra', 'Dinesh', 'Prakash', 'Ashok', 'Vinod'];
const PARENT_F = ['Sunita', 'Geeta', 'Kamla', 'Rekha', 'Savita', 'Usha', 'Manju', 'Seema'];

const stateOf = (district: string) => STATES.find((s) => s.districts.includes(district))!.state;

/** The i-th demo person: every district, community and gender come round in turn. */
export function person(i: number, emailDomain = 'example.com'): MemberProfileFields {
  const district = ALL_DISTRICTS[i % ALL_DISTRICTS.length];
  const community = COMMUNITIES[Math.floor(i / ALL_DISTRICTS.length) % COMMUNITIES.length];
  const gender = i % 17 === 16 ? 'Other' : GENDERS[i % 2];
  const firsts = FIRST[gender as keyof typeof FIRST];
  const first = firsts[(i * 7) % firsts.length];
  const surnames = SURNAME[community];
  const surname = surnames[(i * 3) % surnames.length];
  const father = PARENT_M[(i * 5) % PARENT_M.length];
  const year = 1988 + (i % 14);
  const month = String(1 + (i % 12)).padStart(2, '0');
  const day = String(1 + (i % 28)).padStart(2, '0');
  const mobile = (n: number) => `${6 + (n % 4)}${String(100000000 + ((n * 7919) % 899999999)).padStart(9, '0')}`;
  return {
    fullName: `${first} ${surname}`,
    email: `${first}.${surname.replace(/\s/g, '')}.${i}@${emailDomain}`.toLowerCase(),
    dob: `${year}-${month}-${day}`,
    gender,
    mobile: mobile(i * 2 + 1),
    motherName: `${PARENT_F[(i * 3) % PARENT_F.length]} ${surname}`,
    fatherName: `${father} ${surname}`,
    fatherMobile: mobile(i * 2 + 2),
    community,
    gotra: GOTRA[i % GOTRA.length],
    motherGotra: GOTRA[(i + 3) % GOTRA.length],
    qualification: QUALIFICATIONS[(i * 5) % QUALIFICATIONS.length],
    profession: PROFESSIONS[(i * 3) % PROFESSIONS.length],
    state: stateOf(district),
    district,
    block: district,
    address: `${10 + (i % 190)}, Ward ${1 + (i % 40)}, ${district}`,
  };
}

/** A simple original portrait illustration (SVG) in one of several palettes. */
export function portraitSvg(i: number, gender: string): string {
  const palettes = [
    ['#fde2e4', '#c2185b', '#8d5524'], ['#e3f2fd', '#1565c0', '#c68642'], ['#e8f5e9', '#2e7d32', '#e0ac69'],
    ['#fff3e0', '#ef6c00', '#8d5524'], ['#ede7f6', '#5e35b1', '#c68642'], ['#e0f7fa', '#00838f', '#f1c27d'],
  ];
  const [bg, cloth, skin] = palettes[i % palettes.length];
  const hair = ['#2b1b10', '#3b2314', '#1a1110'][i % 3];
  const longHair = gender === 'Female' || (gender === 'Other' && i % 2 === 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${bg}"/>
  <circle cx="${60 + (i * 37) % 360}" cy="${60 + (i * 53) % 120}" r="${30 + (i % 5) * 8}" fill="#ffffff" opacity="0.45"/>
  ${longHair ? `<path d="M150 210 Q150 90 240 90 Q330 90 330 210 L340 330 L140 330 Z" fill="${hair}"/>` : ''}
  <path d="M90 480 Q90 340 240 330 Q390 340 390 480 Z" fill="${cloth}"/>
  <rect x="215" y="270" width="50" height="70" rx="20" fill="${skin}"/>
  <ellipse cx="240" cy="205" rx="78" ry="92" fill="${skin}"/>
  <path d="M162 190 Q165 110 240 108 Q315 110 318 190 Q300 140 240 140 Q180 140 162 190 Z" fill="${hair}"/>
  <circle cx="212" cy="210" r="7" fill="#2b1b10"/><circle cx="268" cy="210" r="7" fill="#2b1b10"/>
  <path d="M215 250 Q240 268 265 250" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>
  ${gender === 'Female' ? `<circle cx="240" cy="178" r="5" fill="#c62828"/>` : ''}
</svg>`;
}
