import type { AllergenType, Unit } from '@dishcraft/contract';
import type { CuisineName } from './pictures.js';

/**
 * The demo catalogue: believable restaurants, recipes and stock, all made up, in English and Arabic (issue #20).
 * Prices are Egyptian pounds at Cairo delivery-app levels in 2026; ingredient prices are per unit of stock.
 */

export interface DemoIngredient {
  name: string;
  nameAr: string;
  unit: Unit;
  price: number;
  quantity: number;
  allergen?: AllergenType;
  off?: boolean;
  description?: string;
  descriptionAr?: string;
}

export interface DemoMeal {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: number;
  category: string;
  prep: number;
  recipe: [ingredient: string, quantity: number, optional?: boolean][];
  featured?: boolean;
  customizable?: boolean;
  off?: boolean;
}

export interface DemoRestaurant {
  owner: { username: string; firstName: string; lastName: string; email: string };
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  address: string;
  phone: string;
  /** Equal times mean open around the clock (API.md §4.6). */
  hours: [string, string];
  approval: true | null | false;
  rejectionReason?: string;
  /** Shown on its card; its pictures follow it (CUISINES in pictures.ts). */
  cuisine: CuisineName;
  ingredients: DemoIngredient[];
  meals: DemoMeal[];
}

export const CATEGORIES = [
  {
    name: 'Mains',
    description: 'Hearty plates that make a meal.',
    nameAr: 'أطباق رئيسية',
    descriptionAr: 'أطباق مشبعة تكفي وجبة كاملة.',
  },
  { name: 'Starters', description: 'Small plates to share.', nameAr: 'مقبلات', descriptionAr: 'أطباق صغيرة للمشاركة.' },
  { name: 'Salads', description: 'Fresh, crisp and green.', nameAr: 'سلطات', descriptionAr: 'طازجة ومقرمشة وخضراء.' },
  {
    name: 'Desserts',
    description: 'Something sweet to finish.',
    nameAr: 'حلويات',
    descriptionAr: 'شيء حلو في الختام.',
  },
  { name: 'Drinks', description: 'Hot and cold drinks.', nameAr: 'مشروبات', descriptionAr: 'مشروبات ساخنة وباردة.' },
  {
    name: 'Pizza & Pasta',
    description: 'Italian classics.',
    nameAr: 'بيتزا ومكرونة',
    descriptionAr: 'أطباق إيطالية كلاسيكية.',
  },
];

export const RESTAURANTS: DemoRestaurant[] = [
  {
    owner: { username: 'chef_nadia', firstName: 'Nadia', lastName: 'Hassan', email: 'nadia@dishcraft.local' },
    name: 'Nile Bites',
    nameAr: 'لقمة النيل',
    description:
      'Home-style Egyptian cooking: koshari, molokhia and grilled kofta, made the way our grandmothers taught us.',
    descriptionAr: 'أكل مصري بيتي: كشري وملوخية وكفتة مشوية على الفحم، على طريقة جداتنا.',
    address: '14 Tahrir Square, Downtown, Cairo',
    phone: '+20 2 2345 6789',
    hours: ['00:00', '00:00'],
    approval: true,
    cuisine: 'Egyptian',
    ingredients: [
      { name: 'Rice', nameAr: 'أرز', unit: 'g', price: 0.1, quantity: 20000 },
      { name: 'Brown lentils', nameAr: 'عدس بجبة', unit: 'g', price: 0.15, quantity: 8000 },
      { name: 'Macaroni', nameAr: 'مكرونة', unit: 'g', price: 0.12, quantity: 9000, allergen: 'gluten' },
      { name: 'Tomato sauce', nameAr: 'صلصة طماطم', unit: 'ml', price: 0.1, quantity: 10000 },
      { name: 'Crispy onions', nameAr: 'بصل مقرمش', unit: 'g', price: 0.3, quantity: 3000 },
      { name: 'Minced beef', nameAr: 'لحم بقري مفروم', unit: 'g', price: 0.6, quantity: 6000 },
      {
        name: 'Molokhia leaves',
        nameAr: 'ورق ملوخية',
        unit: 'g',
        price: 0.4,
        quantity: 0,
        description: 'Fresh jute leaves, chopped fine.',
        descriptionAr: 'ملوخية خضراء طازجة مخروطة ناعمًا.',
      },
      { name: 'Chicken', nameAr: 'فراخ', unit: 'g', price: 0.5, quantity: 8000 },
      { name: 'Tahini', nameAr: 'طحينة', unit: 'ml', price: 0.4, quantity: 2000, allergen: 'other' },
      { name: 'Baladi bread', nameAr: 'عيش بلدي', unit: 'unit', price: 2.5, quantity: 300, allergen: 'wheat' },
      { name: 'Fava beans', nameAr: 'فول', unit: 'g', price: 0.2, quantity: 5000 },
      { name: 'Garlic', nameAr: 'ثوم', unit: 'g', price: 0.2, quantity: 1500 },
      { name: 'Beef chunks', nameAr: 'لحم بقري قطع', unit: 'g', price: 0.7, quantity: 5000 },
    ],
    meals: [
      {
        name: 'Koshari',
        nameAr: 'كشري',
        description: 'Rice, lentils and macaroni under spiced tomato sauce and crispy onions.',
        descriptionAr: 'أرز وعدس ومكرونة تحت صلصة طماطم متبّلة وبصل مقرمش.',
        price: 75,
        category: 'Mains',
        prep: 15,
        featured: true,
        customizable: true,
        recipe: [
          ['Rice', 150],
          ['Brown lentils', 80],
          ['Macaroni', 80],
          ['Tomato sauce', 120],
          ['Crispy onions', 30, true],
        ],
      },
      {
        name: 'Grilled Kofta Plate',
        nameAr: 'طبق كفتة مشوية',
        description: 'Charcoal-grilled minced beef skewers with tahini, rice and warm bread.',
        descriptionAr: 'أصابع كفتة لحم بقري مشوية على الفحم مع طحينة وأرز وعيش سخن.',
        price: 285,
        category: 'Mains',
        prep: 25,
        featured: true,
        recipe: [
          ['Minced beef', 250],
          ['Rice', 150],
          ['Tahini', 40],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Molokhia with Chicken',
        nameAr: 'ملوخية بالفراخ',
        description: 'Silky jute-leaf stew with garlic and coriander, served with roast chicken and rice.',
        descriptionAr: 'ملوخية ناعمة بالثوم والكزبرة، مع فراخ محمّرة وأرز.',
        price: 240,
        category: 'Mains',
        prep: 30,
        recipe: [
          ['Molokhia leaves', 200],
          ['Chicken', 250],
          ['Rice', 150],
          ['Garlic', 10],
        ],
      },
      {
        name: 'Ful Medames',
        nameAr: 'فول مدمس',
        description: 'Slow-cooked fava beans with olive oil, cumin and lemon.',
        descriptionAr: 'فول مطهو على نار هادئة بزيت الزيتون والكمون والليمون.',
        price: 45,
        category: 'Starters',
        prep: 10,
        recipe: [
          ['Fava beans', 200],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Tahini Dip',
        nameAr: 'طحينة',
        description: 'Sesame tahini whipped with lemon and garlic, with bread for dipping.',
        descriptionAr: 'طحينة مخفوقة بالليمون والثوم، مع عيش للتغميس.',
        price: 35,
        category: 'Starters',
        prep: 5,
        recipe: [
          ['Tahini', 80],
          ['Garlic', 5],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Chicken Shawarma Wrap',
        nameAr: 'ساندوتش شاورما فراخ',
        description: 'Marinated chicken, garlic sauce and pickles rolled in fresh bread.',
        descriptionAr: 'فراخ متبّلة وصوص ثومية ومخلل، ملفوفة في عيش طازج.',
        price: 125,
        category: 'Mains',
        prep: 12,
        recipe: [
          ['Chicken', 180],
          ['Garlic', 8],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Taameya Sandwich',
        nameAr: 'ساندوتش طعمية',
        description: 'Fava-bean falafel fried to order, with tahini and salad in baladi bread.',
        descriptionAr: 'طعمية فول مقلية عند الطلب، بالطحينة والسلطة في عيش بلدي.',
        price: 25,
        category: 'Starters',
        prep: 10,
        recipe: [
          ['Fava beans', 120],
          ['Tahini', 20, true],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Hawawshi',
        nameAr: 'حواوشي',
        description: 'Baladi bread stuffed with spiced minced beef and baked until crisp.',
        descriptionAr: 'عيش بلدي محشو بلحم مفروم متبّل ومخبوز حتى يقرمش.',
        price: 110,
        category: 'Mains',
        prep: 20,
        recipe: [
          ['Minced beef', 200],
          ['Baladi bread', 1],
        ],
      },
      {
        name: 'Fatta with Beef',
        nameAr: 'فتة باللحمة',
        description: 'Crisp bread and rice under garlic-vinegar tomato sauce, topped with tender beef.',
        descriptionAr: 'عيش محمّص وأرز تحت صلصة طماطم بالثوم والخل، وفوقها قطع لحم طرية.',
        price: 260,
        category: 'Mains',
        prep: 30,
        recipe: [
          ['Beef chunks', 200],
          ['Rice', 150],
          ['Baladi bread', 1],
          ['Tomato sauce', 80],
          ['Garlic', 10],
        ],
      },
      {
        name: 'Om Ali',
        nameAr: 'أم علي',
        description: 'Warm bread pudding with milk, nuts and raisins.',
        descriptionAr: 'حلوى العيش الساخنة باللبن والمكسرات والزبيب.',
        price: 85,
        category: 'Desserts',
        prep: 20,
        recipe: [['Baladi bread', 2]],
      },
    ],
  },
  {
    owner: { username: 'chef_omar', firstName: 'Omar', lastName: 'Farouk', email: 'omar@dishcraft.local' },
    name: 'Alexandria Catch',
    nameAr: 'صيد إسكندرية',
    description: 'Fish and seafood from the morning market on the Corniche, grilled, fried or baked in clay.',
    descriptionAr: 'سمك ومأكولات بحرية من سوق الصباح على الكورنيش، مشوية أو مقلية أو في طاجن فخار.',
    address: '22 Corniche Road, Alexandria',
    phone: '+20 3 4567 8901',
    hours: ['00:00', '00:00'],
    approval: true,
    cuisine: 'Seafood',
    ingredients: [
      { name: 'Sea bass', nameAr: 'قاروص', unit: 'g', price: 0.9, quantity: 7000, allergen: 'fish' },
      { name: 'Shrimp', nameAr: 'جمبري', unit: 'g', price: 1.2, quantity: 4000, allergen: 'shellfish' },
      { name: 'Calamari', nameAr: 'كاليماري', unit: 'g', price: 0.8, quantity: 3500, allergen: 'shellfish' },
      { name: 'Sayadeya rice', nameAr: 'أرز صيادية', unit: 'g', price: 0.15, quantity: 12000 },
      { name: 'Lemon', nameAr: 'ليمون', unit: 'unit', price: 2, quantity: 200 },
      { name: 'Flour', nameAr: 'دقيق', unit: 'g', price: 0.05, quantity: 6000, allergen: 'gluten' },
      { name: 'Tomatoes', nameAr: 'طماطم', unit: 'g', price: 0.1, quantity: 6000 },
      { name: 'Olive oil', nameAr: 'زيت زيتون', unit: 'ml', price: 0.2, quantity: 5000 },
      { name: 'Crab', nameAr: 'كابوريا', unit: 'g', price: 1.5, quantity: 0, allergen: 'shellfish' },
      { name: 'Green salad mix', nameAr: 'خليط سلطة خضراء', unit: 'g', price: 0.3, quantity: 3000 },
    ],
    meals: [
      {
        name: 'Grilled Sea Bass',
        nameAr: 'قاروص مشوي',
        description: 'Whole sea bass grilled with lemon and herbs, with sayadeya rice.',
        descriptionAr: 'سمكة قاروص كاملة مشوية بالليمون والأعشاب، مع أرز صيادية.',
        price: 420,
        category: 'Mains',
        prep: 30,
        featured: true,
        customizable: true,
        recipe: [
          ['Sea bass', 400],
          ['Lemon', 1],
          ['Sayadeya rice', 150],
          ['Olive oil', 20],
        ],
      },
      {
        name: 'Fried Calamari',
        nameAr: 'كاليماري مقلي',
        description: 'Crisp rings of calamari with lemon and a tomato dip.',
        descriptionAr: 'حلقات كاليماري مقرمشة مع ليمون وصوص طماطم.',
        price: 260,
        category: 'Starters',
        prep: 15,
        recipe: [
          ['Calamari', 200],
          ['Flour', 40],
          ['Lemon', 1],
        ],
      },
      {
        name: 'Shrimp Tagine',
        nameAr: 'طاجن جمبري',
        description: 'Shrimp baked in a clay pot with tomatoes, garlic and peppers.',
        descriptionAr: 'جمبري في طاجن فخار بالطماطم والثوم والفلفل.',
        price: 380,
        category: 'Mains',
        prep: 35,
        featured: true,
        recipe: [
          ['Shrimp', 250],
          ['Tomatoes', 150],
          ['Olive oil', 20],
        ],
      },
      {
        name: 'Seafood Soup',
        nameAr: 'شوربة سي فود',
        description: 'A rich broth of fish, shrimp and calamari with a squeeze of lemon.',
        descriptionAr: 'مرق غني بالسمك والجمبري والكاليماري مع عصرة ليمون.',
        price: 190,
        category: 'Starters',
        prep: 20,
        recipe: [
          ['Sea bass', 100],
          ['Shrimp', 60],
          ['Calamari', 60],
          ['Lemon', 1],
        ],
      },
      {
        name: 'Crab Feast',
        nameAr: 'وليمة كابوريا',
        description: 'Spiced crab cooked with tomatoes and garlic — when the boats bring it in.',
        descriptionAr: 'كابوريا متبّلة مطبوخة بالطماطم والثوم، حسب صيد اليوم.',
        price: 450,
        category: 'Mains',
        prep: 40,
        recipe: [
          ['Crab', 500],
          ['Tomatoes', 100],
        ],
      },
      {
        name: 'Fisherman Salad',
        nameAr: 'سلطة الصياد',
        description: 'Greens, tomatoes and grilled shrimp with lemon-olive oil dressing.',
        descriptionAr: 'خضار ورقي وطماطم وجمبري مشوي بصوص الليمون وزيت الزيتون.',
        price: 230,
        category: 'Salads',
        prep: 10,
        recipe: [
          ['Green salad mix', 120],
          ['Shrimp', 100],
          ['Tomatoes', 80],
          ['Olive oil', 15],
        ],
      },
      {
        name: 'Lemon Mint Cooler',
        nameAr: 'ليمون بالنعناع',
        description: 'Fresh lemon juice blended with mint and ice.',
        descriptionAr: 'عصير ليمون فريش مضروب بالنعناع والثلج.',
        price: 40,
        category: 'Drinks',
        prep: 5,
        recipe: [['Lemon', 2]],
      },
    ],
  },
  {
    owner: { username: 'chef_layla', firstName: 'Layla', lastName: 'Mansour', email: 'layla@dishcraft.local' },
    name: 'Pizza Forno',
    nameAr: 'بيتزا فورنو',
    description: 'Wood-fired Neapolitan pizza and fresh pasta made every morning.',
    descriptionAr: 'بيتزا نابولي من فرن الحطب، ومكرونة طازجة نحضّرها كل صباح.',
    address: '9 Pyramids Road, Giza',
    phone: '+20 2 3456 7890',
    hours: ['00:00', '00:00'],
    approval: true,
    cuisine: 'Italian',
    ingredients: [
      { name: 'Pizza dough', nameAr: 'عجينة بيتزا', unit: 'g', price: 0.08, quantity: 15000, allergen: 'gluten' },
      { name: 'Mozzarella', nameAr: 'موتزاريلا', unit: 'g', price: 0.5, quantity: 6000, allergen: 'dairy' },
      { name: 'San Marzano tomatoes', nameAr: 'طماطم سان مارزانو', unit: 'g', price: 0.2, quantity: 8000 },
      { name: 'Basil', nameAr: 'ريحان', unit: 'g', price: 1, quantity: 500 },
      { name: 'Pepperoni', nameAr: 'بيبروني', unit: 'g', price: 0.7, quantity: 2500 },
      { name: 'Mushrooms', nameAr: 'مشروم', unit: 'g', price: 0.3, quantity: 3000 },
      { name: 'Spaghetti', nameAr: 'سباجيتي', unit: 'g', price: 0.1, quantity: 8000, allergen: 'wheat' },
      { name: 'Parmesan', nameAr: 'بارميزان', unit: 'g', price: 0.9, quantity: 1500, allergen: 'dairy' },
      { name: 'Eggs', nameAr: 'بيض', unit: 'unit', price: 6, quantity: 240, allergen: 'eggs' },
      { name: 'Truffle oil', nameAr: 'زيت الترافل', unit: 'ml', price: 5, quantity: 300, off: true },
      { name: 'Olives', nameAr: 'زيتون', unit: 'g', price: 0.4, quantity: 2000 },
    ],
    meals: [
      {
        name: 'Margherita',
        nameAr: 'بيتزا مارجريتا',
        description: 'San Marzano tomatoes, mozzarella and basil on a blistered crust.',
        descriptionAr: 'طماطم سان مارزانو وموتزاريلا وريحان على عجينة مقرمشة.',
        price: 230,
        category: 'Pizza & Pasta',
        prep: 15,
        featured: true,
        customizable: true,
        recipe: [
          ['Pizza dough', 250],
          ['San Marzano tomatoes', 100],
          ['Mozzarella', 120],
          ['Basil', 5],
        ],
      },
      {
        name: 'Pepperoni Pizza',
        nameAr: 'بيتزا بيبروني',
        description: 'Spicy pepperoni over tomato and mozzarella.',
        descriptionAr: 'بيبروني حار فوق الطماطم والموتزاريلا.',
        price: 295,
        category: 'Pizza & Pasta',
        prep: 15,
        recipe: [
          ['Pizza dough', 250],
          ['San Marzano tomatoes', 100],
          ['Mozzarella', 120],
          ['Pepperoni', 60],
        ],
      },
      {
        name: 'Funghi Pizza',
        nameAr: 'بيتزا مشروم',
        description: 'Roasted mushrooms, mozzarella and a drizzle of olive oil.',
        descriptionAr: 'مشروم محمّر وموتزاريلا ورشة زيت زيتون.',
        price: 265,
        category: 'Pizza & Pasta',
        prep: 15,
        recipe: [
          ['Pizza dough', 250],
          ['Mozzarella', 120],
          ['Mushrooms', 100],
          ['Truffle oil', 5, true],
        ],
      },
      {
        name: 'Spaghetti Carbonara',
        nameAr: 'سباجيتي كاربونارا',
        description: 'Eggs, parmesan and black pepper, silky and rich.',
        descriptionAr: 'بيض وبارميزان وفلفل أسود، صوص ناعم وغني.',
        price: 275,
        category: 'Pizza & Pasta',
        prep: 18,
        recipe: [
          ['Spaghetti', 180],
          ['Eggs', 2],
          ['Parmesan', 40],
        ],
      },
      {
        name: 'Spaghetti Pomodoro',
        nameAr: 'سباجيتي بومودورو',
        description: 'Slow-simmered tomato sauce with basil and parmesan.',
        descriptionAr: 'صلصة طماطم مطهوة على مهل بالريحان والبارميزان.',
        price: 195,
        category: 'Pizza & Pasta',
        prep: 15,
        recipe: [
          ['Spaghetti', 180],
          ['San Marzano tomatoes', 150],
          ['Basil', 4],
          ['Parmesan', 15, true],
        ],
      },
      {
        name: 'Caprese Salad',
        nameAr: 'سلطة كابريزي',
        description: 'Mozzarella, ripe tomatoes and basil with olive oil.',
        descriptionAr: 'موتزاريلا وطماطم ناضجة وريحان بزيت الزيتون.',
        price: 180,
        category: 'Salads',
        prep: 8,
        recipe: [
          ['Mozzarella', 120],
          ['San Marzano tomatoes', 120],
          ['Basil', 5],
        ],
      },
      {
        name: 'Tiramisu',
        nameAr: 'تيراميسو',
        description: 'Layers of coffee-soaked biscuits and mascarpone cream.',
        descriptionAr: 'طبقات بسكويت مغموس في القهوة وكريمة ماسكاربوني.',
        price: 140,
        category: 'Desserts',
        prep: 5,
        recipe: [['Eggs', 1]],
      },
    ],
  },
  {
    owner: { username: 'chef_karim', firstName: 'Karim', lastName: 'Adel', email: 'karim@dishcraft.local' },
    name: 'Green Bowl',
    nameAr: 'الطبق الأخضر',
    description: 'Build-your-own grain bowls and salads with seasonal vegetables and house dressings.',
    descriptionAr: 'جهّز طبقك بنفسك: حبوب وسلطات بخضار الموسم وصوصات من تحضيرنا.',
    address: '3 Road 9, Maadi, Cairo',
    phone: '+20 2 2525 1414',
    hours: ['00:00', '00:00'],
    approval: true,
    cuisine: 'Healthy',
    ingredients: [
      { name: 'Quinoa', nameAr: 'كينوا', unit: 'g', price: 0.3, quantity: 6000 },
      { name: 'Kale', nameAr: 'كيل', unit: 'g', price: 0.4, quantity: 3000 },
      { name: 'Chickpeas', nameAr: 'حمص', unit: 'g', price: 0.15, quantity: 5000 },
      { name: 'Avocado', nameAr: 'أفوكادو', unit: 'unit', price: 35, quantity: 60 },
      { name: 'Feta', nameAr: 'جبنة فيتا', unit: 'g', price: 0.6, quantity: 2000, allergen: 'dairy' },
      { name: 'Grilled halloumi', nameAr: 'حلومي مشوي', unit: 'g', price: 0.8, quantity: 1500, allergen: 'dairy' },
      { name: 'Roasted almonds', nameAr: 'لوز محمص', unit: 'g', price: 0.7, quantity: 1000, allergen: 'nuts' },
      { name: 'Cherry tomatoes', nameAr: 'طماطم شيري', unit: 'g', price: 0.2, quantity: 4000 },
      { name: 'Cucumber', nameAr: 'خيار', unit: 'g', price: 0.1, quantity: 4000 },
      { name: 'Lemon tahini dressing', nameAr: 'صوص طحينة بالليمون', unit: 'ml', price: 0.3, quantity: 3000 },
      { name: 'Sweet potato', nameAr: 'بطاطا', unit: 'g', price: 0.15, quantity: 5000 },
      { name: 'Tofu', nameAr: 'توفو', unit: 'g', price: 0.4, quantity: 2500, allergen: 'soy' },
    ],
    meals: [
      {
        name: 'Harvest Quinoa Bowl',
        nameAr: 'طبق كينوا الحصاد',
        description: 'Quinoa, roasted sweet potato, kale, chickpeas and lemon tahini.',
        descriptionAr: 'كينوا وبطاطا مشوية وكيل وحمص بصوص الطحينة بالليمون.',
        price: 245,
        category: 'Salads',
        prep: 10,
        featured: true,
        customizable: true,
        recipe: [
          ['Quinoa', 120],
          ['Sweet potato', 120],
          ['Kale', 50],
          ['Chickpeas', 60],
          ['Lemon tahini dressing', 40],
        ],
      },
      {
        name: 'Halloumi Power Salad',
        nameAr: 'سلطة الحلومي',
        description: 'Grilled halloumi, cherry tomatoes, cucumber and almonds.',
        descriptionAr: 'حلومي مشوي وطماطم شيري وخيار ولوز.',
        price: 235,
        category: 'Salads',
        prep: 10,
        recipe: [
          ['Grilled halloumi', 100],
          ['Cherry tomatoes', 80],
          ['Cucumber', 80],
          ['Roasted almonds', 20, true],
        ],
      },
      {
        name: 'Avocado Greek Salad',
        nameAr: 'سلطة يونانية بالأفوكادو',
        description: 'Feta, avocado, cucumber and tomatoes with oregano.',
        descriptionAr: 'جبنة فيتا وأفوكادو وخيار وطماطم بالأوريجانو.',
        price: 215,
        category: 'Salads',
        prep: 8,
        recipe: [
          ['Feta', 70],
          ['Avocado', 1],
          ['Cucumber', 80],
          ['Cherry tomatoes', 80],
        ],
      },
      {
        name: 'Crispy Tofu Bowl',
        nameAr: 'طبق توفو مقرمش',
        description: 'Sesame tofu over quinoa with kale and cucumber.',
        descriptionAr: 'توفو بالسمسم فوق الكينوا مع الكيل والخيار.',
        price: 225,
        category: 'Mains',
        prep: 15,
        recipe: [
          ['Tofu', 150],
          ['Quinoa', 120],
          ['Kale', 40],
          ['Cucumber', 60],
        ],
      },
      {
        name: 'Falafel Chickpea Plate',
        nameAr: 'طبق فلافل بالحمص',
        description: 'Herby chickpea falafel, salad and tahini.',
        descriptionAr: 'فلافل حمص بالأعشاب مع سلطة وطحينة.',
        price: 150,
        category: 'Mains',
        prep: 12,
        recipe: [
          ['Chickpeas', 150],
          ['Cucumber', 60],
          ['Lemon tahini dressing', 30],
        ],
      },
      {
        name: 'Green Smoothie',
        nameAr: 'سموذي أخضر',
        description: 'Kale, avocado and cucumber blended with lemon.',
        descriptionAr: 'كيل وأفوكادو وخيار مخفوقة بالليمون.',
        price: 95,
        category: 'Drinks',
        prep: 5,
        recipe: [
          ['Kale', 40],
          ['Avocado', 1],
          ['Cucumber', 60],
        ],
      },
      {
        name: 'Almond Date Bites',
        nameAr: 'لقيمات التمر واللوز',
        description: 'No-bake bites of dates and roasted almonds.',
        descriptionAr: 'قطع من التمر واللوز المحمص، بدون خَبز.',
        price: 80,
        category: 'Desserts',
        prep: 5,
        recipe: [['Roasted almonds', 40]],
      },
    ],
  },
  {
    owner: { username: 'chef_amira', firstName: 'Amira', lastName: 'Saleh', email: 'amira@dishcraft.local' },
    name: 'Spice Route',
    nameAr: 'طريق التوابل',
    description: 'Curries, biryanis and tandoor breads from across India, cooked with whole spices.',
    descriptionAr: 'كاري وبرياني وخبز التندور من كل أنحاء الهند، مطبوخة بالتوابل الكاملة.',
    address: '40 Mohandessin Street, Giza',
    phone: '+20 2 3303 2020',
    hours: ['00:00', '00:00'],
    approval: true,
    cuisine: 'Indian',
    ingredients: [
      { name: 'Basmati rice', nameAr: 'أرز بسمتي', unit: 'g', price: 0.2, quantity: 10000 },
      { name: 'Chicken thigh', nameAr: 'أوراك فراخ', unit: 'g', price: 0.55, quantity: 7000 },
      { name: 'Paneer', nameAr: 'جبنة بانير', unit: 'g', price: 0.7, quantity: 2500, allergen: 'dairy' },
      { name: 'Yogurt', nameAr: 'زبادي', unit: 'cup', price: 8, quantity: 80, allergen: 'dairy' },
      { name: 'Butter', nameAr: 'زبدة', unit: 'g', price: 0.4, quantity: 2000, allergen: 'dairy' },
      { name: 'Garam masala', nameAr: 'جارام ماسالا', unit: 'tsp', price: 1.5, quantity: 400 },
      { name: 'Red lentils', nameAr: 'عدس أصفر', unit: 'g', price: 0.15, quantity: 5000 },
      { name: 'Spinach', nameAr: 'سبانخ', unit: 'g', price: 0.3, quantity: 3000 },
      { name: 'Naan dough', nameAr: 'عجينة نان', unit: 'g', price: 0.1, quantity: 6000, allergen: 'gluten' },
      { name: 'Cashews', nameAr: 'كاجو', unit: 'g', price: 0.9, quantity: 1000, allergen: 'nuts' },
      { name: 'Mango pulp', nameAr: 'لب مانجو', unit: 'ml', price: 0.2, quantity: 3000 },
    ],
    meals: [
      {
        name: 'Butter Chicken',
        nameAr: 'بتر تشيكن',
        description: 'Tandoori chicken in a buttery tomato and cashew sauce, with rice.',
        descriptionAr: 'فراخ تندوري في صوص طماطم وكاجو بالزبدة، مع أرز.',
        price: 310,
        category: 'Mains',
        prep: 25,
        featured: true,
        customizable: true,
        recipe: [
          ['Chicken thigh', 220],
          ['Butter', 30],
          ['Cashews', 20],
          ['Basmati rice', 150],
        ],
      },
      {
        name: 'Chicken Biryani',
        nameAr: 'برياني فراخ',
        description: 'Layered basmati, spiced chicken and fried onions, sealed and slow-cooked.',
        descriptionAr: 'طبقات من أرز بسمتي وفراخ متبّلة وبصل محمّر، مطهوة ببطء في قدر محكم.',
        price: 320,
        category: 'Mains',
        prep: 35,
        recipe: [
          ['Basmati rice', 200],
          ['Chicken thigh', 200],
          ['Garam masala', 2],
          ['Yogurt', 0.5],
        ],
      },
      {
        name: 'Palak Paneer',
        nameAr: 'بالاك بانير',
        description: 'Paneer cubes in a smooth spiced spinach sauce.',
        descriptionAr: 'مكعبات بانير في صوص سبانخ ناعم ومتبّل.',
        price: 260,
        category: 'Mains',
        prep: 20,
        recipe: [
          ['Paneer', 150],
          ['Spinach', 200],
          ['Garam masala', 1],
        ],
      },
      {
        name: 'Dal Tadka',
        nameAr: 'دال تادكا',
        description: 'Red lentils tempered with cumin, garlic and chilli.',
        descriptionAr: 'عدس أصفر مع تقلية الكمون والثوم والشطة.',
        price: 165,
        category: 'Mains',
        prep: 20,
        recipe: [
          ['Red lentils', 150],
          ['Butter', 15],
          ['Garam masala', 1],
        ],
      },
      {
        name: 'Garlic Naan',
        nameAr: 'عيش نان بالثوم',
        description: 'Tandoor-baked flatbread brushed with garlic butter.',
        descriptionAr: 'خبز مخبوز في التندور ومدهون بزبدة الثوم.',
        price: 45,
        category: 'Starters',
        prep: 8,
        recipe: [
          ['Naan dough', 120],
          ['Butter', 10],
        ],
      },
      {
        name: 'Mango Lassi',
        nameAr: 'لاسي مانجو',
        description: 'Chilled yogurt blended with sweet mango.',
        descriptionAr: 'زبادي مثلج مخفوق بالمانجو.',
        price: 75,
        category: 'Drinks',
        prep: 5,
        recipe: [
          ['Yogurt', 1],
          ['Mango pulp', 120],
        ],
      },
      {
        name: 'Paneer Tikka',
        nameAr: 'بانير تكا',
        description: 'Char-grilled paneer and peppers marinated in yogurt and spices.',
        descriptionAr: 'بانير وفلفل متبّلان بالزبادي والتوابل ومشويان على الفحم.',
        price: 220,
        category: 'Starters',
        prep: 15,
        recipe: [
          ['Paneer', 150],
          ['Yogurt', 0.5],
          ['Garam masala', 1],
        ],
      },
    ],
  },
  {
    owner: { username: 'chef_tarek', firstName: 'Tarek', lastName: 'Nabil', email: 'tarek@dishcraft.local' },
    name: 'Burger Lab',
    nameAr: 'برجر لاب',
    description: 'Smash burgers, hand-cut fries and thick shakes. Open from breakfast until late.',
    descriptionAr: 'برجر سماش وبطاطس مقطّعة يدويًا وميلك شيك كثيف. مفتوحون من الفطار حتى آخر الليل.',
    address: '7 Fouad Street, Alexandria',
    phone: '+20 3 4848 1212',
    hours: ['09:00', '23:00'],
    approval: true,
    cuisine: 'Burgers',
    ingredients: [
      { name: 'Beef patty', nameAr: 'قطعة برجر لحم', unit: 'unit', price: 45, quantity: 150 },
      { name: 'Brioche bun', nameAr: 'عيش بريوش', unit: 'unit', price: 10, quantity: 150, allergen: 'gluten' },
      { name: 'Cheddar', nameAr: 'جبنة شيدر', unit: 'g', price: 0.5, quantity: 3000, allergen: 'dairy' },
      { name: 'Potatoes', nameAr: 'بطاطس', unit: 'g', price: 0.05, quantity: 20000 },
      { name: 'Lettuce', nameAr: 'خس', unit: 'g', price: 0.2, quantity: 2000 },
      { name: 'Pickles', nameAr: 'مخلل', unit: 'g', price: 0.3, quantity: 1500 },
      { name: 'Bacon', nameAr: 'بيكون', unit: 'g', price: 1, quantity: 0 },
      { name: 'Chicken breast', nameAr: 'صدور فراخ', unit: 'g', price: 0.5, quantity: 4000 },
      { name: 'Milk', nameAr: 'لبن', unit: 'ml', price: 0.02, quantity: 10000, allergen: 'dairy' },
      {
        name: 'Vanilla ice cream',
        nameAr: 'آيس كريم فانيليا',
        unit: 'g',
        price: 0.2,
        quantity: 5000,
        allergen: 'dairy',
      },
      { name: 'Peanut sauce', nameAr: 'صوص فول سوداني', unit: 'ml', price: 0.3, quantity: 1000, allergen: 'peanuts' },
    ],
    meals: [
      {
        name: 'Classic Smash Burger',
        nameAr: 'سماش برجر كلاسيك',
        description: 'Two smashed patties, cheddar, pickles and house sauce on brioche.',
        descriptionAr: 'قطعتا لحم سماش مع شيدر ومخلل وصوص البيت في عيش بريوش.',
        price: 210,
        category: 'Mains',
        prep: 12,
        featured: true,
        customizable: true,
        recipe: [
          ['Beef patty', 2],
          ['Brioche bun', 1],
          ['Cheddar', 40],
          ['Pickles', 20],
        ],
      },
      {
        name: 'Bacon Double',
        nameAr: 'دبل بيكون',
        description: 'Double smash with crispy bacon and cheddar.',
        descriptionAr: 'دبل سماش مع بيكون مقرمش وشيدر.',
        price: 285,
        category: 'Mains',
        prep: 14,
        recipe: [
          ['Beef patty', 2],
          ['Brioche bun', 1],
          ['Cheddar', 40],
          ['Bacon', 40],
        ],
      },
      {
        name: 'Crispy Chicken Burger',
        nameAr: 'برجر فراخ كريسبي',
        description: 'Buttermilk fried chicken, lettuce and pickles.',
        descriptionAr: 'فراخ مقلية متبّلة باللبن الرائب مع خس ومخلل.',
        price: 190,
        category: 'Mains',
        prep: 14,
        recipe: [
          ['Chicken breast', 160],
          ['Brioche bun', 1],
          ['Lettuce', 20],
          ['Pickles', 15],
        ],
      },
      {
        name: 'Satay Burger',
        nameAr: 'برجر ساتيه',
        description: 'Beef patty with peanut sauce and crunchy lettuce.',
        descriptionAr: 'قطعة لحم بصوص الفول السوداني وخس مقرمش.',
        price: 235,
        category: 'Mains',
        prep: 14,
        recipe: [
          ['Beef patty', 1],
          ['Brioche bun', 1],
          ['Peanut sauce', 30],
          ['Lettuce', 20],
        ],
      },
      {
        name: 'Hand-cut Fries',
        nameAr: 'بطاطس مقطّعة يدويًا',
        description: 'Twice-fried potatoes with sea salt.',
        descriptionAr: 'بطاطس مقلية مرتين بملح البحر.',
        price: 60,
        category: 'Starters',
        prep: 10,
        recipe: [['Potatoes', 250]],
      },
      {
        name: 'Cheese Fries',
        nameAr: 'بطاطس بالجبنة',
        description: 'Fries under melted cheddar.',
        descriptionAr: 'بطاطس مقلية تحت جبنة شيدر ذائبة.',
        price: 90,
        category: 'Starters',
        prep: 12,
        recipe: [
          ['Potatoes', 250],
          ['Cheddar', 50],
        ],
      },
      {
        name: 'Vanilla Shake',
        nameAr: 'ميلك شيك فانيليا',
        description: 'Thick vanilla shake with real ice cream.',
        descriptionAr: 'ميلك شيك كثيف بآيس كريم حقيقي.',
        price: 110,
        category: 'Drinks',
        prep: 5,
        recipe: [
          ['Milk', 200],
          ['Vanilla ice cream', 150],
        ],
      },
    ],
  },
  {
    owner: { username: 'chef_hana', firstName: 'Hana', lastName: 'Youssef', email: 'hana@dishcraft.local' },
    name: 'Sweet Corner',
    nameAr: 'ركن الحلويات',
    description: 'Oriental sweets, basbousa and kunafa, freshly baked every afternoon.',
    descriptionAr: 'حلويات شرقية، بسبوسة وكنافة، طازجة من الفرن كل عصر.',
    address: '18 Heliopolis Square, Cairo',
    phone: '+20 2 2690 5050',
    hours: ['10:00', '02:00'],
    approval: null,
    cuisine: 'Desserts',
    ingredients: [
      { name: 'Semolina', nameAr: 'سميد', unit: 'g', price: 0.1, quantity: 5000, allergen: 'gluten' },
      { name: 'Syrup', nameAr: 'شربات', unit: 'ml', price: 0.1, quantity: 4000 },
      { name: 'Pistachios', nameAr: 'فستق', unit: 'g', price: 1.2, quantity: 1000, allergen: 'nuts' },
    ],
    meals: [
      {
        name: 'Basbousa',
        nameAr: 'بسبوسة',
        description: 'Semolina cake soaked in syrup.',
        descriptionAr: 'كيكة سميد مشبعة بالشربات.',
        price: 40,
        category: 'Desserts',
        prep: 5,
        recipe: [
          ['Semolina', 100],
          ['Syrup', 40],
        ],
      },
      {
        name: 'Pistachio Kunafa',
        nameAr: 'كنافة بالفستق',
        description: 'Crisp kunafa with pistachio cream.',
        descriptionAr: 'كنافة مقرمشة بكريمة الفستق.',
        price: 120,
        category: 'Desserts',
        prep: 10,
        recipe: [
          ['Pistachios', 40],
          ['Syrup', 40],
        ],
      },
    ],
  },
  {
    owner: { username: 'chef_ziad', firstName: 'Ziad', lastName: 'Fahmy', email: 'ziad@dishcraft.local' },
    name: 'Sushi Zen',
    nameAr: 'سوشي زن',
    description: 'Nigiri, maki and ramen.',
    descriptionAr: 'نيجيري وماكي ورامن.',
    address: '2 Zamalek Street, Cairo',
    phone: '+20 2 2735 9090',
    hours: ['12:00', '23:00'],
    approval: false,
    rejectionReason: 'Please add a food-safety certificate for raw fish and a full street address.',
    cuisine: 'Japanese',
    ingredients: [{ name: 'Sushi rice', nameAr: 'أرز سوشي', unit: 'g', price: 0.2, quantity: 5000 }],
    meals: [
      {
        name: 'Salmon Maki',
        nameAr: 'ماكي سلمون',
        description: 'Salmon and cucumber rolls.',
        descriptionAr: 'رولات سلمون وخيار.',
        price: 260,
        category: 'Starters',
        prep: 15,
        recipe: [['Sushi rice', 120]],
      },
    ],
  },
];

/** Extra customers who write reviews and share custom meals. */
export const REVIEWERS = [
  { username: 'mariam', firstName: 'Mariam', lastName: 'Gamal', email: 'mariam@dishcraft.local' },
  { username: 'ahmed', firstName: 'Ahmed', lastName: 'Samir', email: 'ahmed@dishcraft.local' },
  { username: 'salma', firstName: 'Salma', lastName: 'Hosny', email: 'salma@dishcraft.local' },
  { username: 'hossam', firstName: 'Hossam', lastName: 'Ezz', email: 'hossam@dishcraft.local' },
];

export const REVIEW_LINES = [
  [5, 'Absolutely delicious, generous portions and it arrived hot.'],
  [5, 'Best I have had in the city. Will order again this week!'],
  [4, 'Really tasty and well seasoned; delivery was a little slow.'],
  [4, 'Fresh ingredients and a lovely balance of flavours.'],
  [3, 'Good, but I expected a bit more for the price.'],
  [5, 'My family fights over the last bite every single time.'],
  [4, 'Solid choice for a weeknight dinner, nicely packed.'],
  [2, 'Arrived lukewarm and the sauce was too salty for me.'],
] as const;

/** Custom meals: [creator, restaurant, name, public, lines (ingredient, quantity), base meal]. */
export const CUSTOM_MEALS: [string, string, string, boolean, [string, number][], string | null][] = [
  [
    'sara',
    'Nile Bites',
    'Double Onion Koshari',
    true,
    [
      ['Rice', 150],
      ['Brown lentils', 100],
      ['Macaroni', 60],
      ['Tomato sauce', 150],
      ['Crispy onions', 80],
    ],
    'Koshari',
  ],
  [
    'youssef',
    'Nile Bites',
    'Kofta Feast',
    true,
    [
      ['Minced beef', 350],
      ['Rice', 100],
      ['Tahini', 60],
      ['Baladi bread', 2],
    ],
    null,
  ],
  [
    'mariam',
    'Alexandria Catch',
    'Shrimp Lover Rice',
    true,
    [
      ['Shrimp', 250],
      ['Sayadeya rice', 200],
      ['Lemon', 1],
    ],
    'Grilled Sea Bass',
  ],
  [
    'ahmed',
    'Pizza Forno',
    'Four Cheese Dream',
    true,
    [
      ['Pizza dough', 250],
      ['Mozzarella', 150],
      ['Parmesan', 60],
      ['Basil', 5],
    ],
    'Margherita',
  ],
  [
    'salma',
    'Green Bowl',
    'Protein Power Bowl',
    true,
    [
      ['Quinoa', 150],
      ['Grilled halloumi', 120],
      ['Chickpeas', 80],
      ['Avocado', 1],
    ],
    'Harvest Quinoa Bowl',
  ],
  [
    'hossam',
    'Spice Route',
    'Extra Creamy Butter Chicken',
    true,
    [
      ['Chicken thigh', 300],
      ['Butter', 50],
      ['Cashews', 40],
      ['Basmati rice', 200],
    ],
    'Butter Chicken',
  ],
  [
    'sara',
    'Burger Lab',
    'Triple Smash',
    true,
    [
      ['Beef patty', 3],
      ['Brioche bun', 1],
      ['Cheddar', 60],
      ['Pickles', 30],
    ],
    'Classic Smash Burger',
  ],
  [
    'youssef',
    'Green Bowl',
    'Vegan Crunch Bowl',
    true,
    [
      ['Tofu', 180],
      ['Kale', 60],
      ['Roasted almonds', 30],
      ['Cucumber', 80],
    ],
    null,
  ],
  [
    'mariam',
    'Spice Route',
    'Paneer and Dal Combo',
    true,
    [
      ['Paneer', 120],
      ['Red lentils', 120],
      ['Basmati rice', 120],
    ],
    null,
  ],
  [
    'ahmed',
    'Alexandria Catch',
    'Sea Bass Light',
    true,
    [
      ['Sea bass', 300],
      ['Green salad mix', 100],
      ['Lemon', 1],
      ['Olive oil', 10],
    ],
    'Grilled Sea Bass',
  ],
  [
    'salma',
    'Pizza Forno',
    'Mushroom Pasta',
    true,
    [
      ['Spaghetti', 200],
      ['Mushrooms', 120],
      ['Parmesan', 30],
    ],
    null,
  ],
  [
    'hossam',
    'Burger Lab',
    'Peanut Chicken Stack',
    true,
    [
      ['Chicken breast', 200],
      ['Brioche bun', 1],
      ['Peanut sauce', 40],
    ],
    null,
  ],
  [
    'sara',
    'Spice Route',
    'My Secret Biryani',
    false,
    [
      ['Basmati rice', 250],
      ['Chicken thigh', 250],
      ['Garam masala', 3],
    ],
    'Chicken Biryani',
  ],
  [
    'youssef',
    'Pizza Forno',
    'Late Night Pepperoni',
    false,
    [
      ['Pizza dough', 250],
      ['Pepperoni', 100],
      ['Mozzarella', 150],
    ],
    null,
  ],
];

/** One option of a demo meal (issue #22): a price delta in pounds, and what it takes from stock per portion. */
export interface DemoOption {
  name: string;
  nameAr: string;
  delta: number;
  takes?: [ingredient: string, quantity: number];
}

export interface DemoOptionGroup {
  name: string;
  nameAr: string;
  min: number;
  max: number;
  free: number;
  options: DemoOption[];
}

/** "Size": choose exactly one; the small one costs less, the large one takes more of the main ingredient. */
const size = (small: number, large: number, takes: [string, number], female = false): DemoOptionGroup => ({
  name: 'Size',
  nameAr: 'الحجم',
  min: 1,
  max: 1,
  free: 0,
  options: [
    { name: 'Small', nameAr: female ? 'صغيرة' : 'صغير', delta: small },
    { name: 'Regular', nameAr: female ? 'عادية' : 'عادي', delta: 0 },
    { name: 'Large', nameAr: female ? 'كبيرة' : 'كبير', delta: large, takes },
  ],
});

/** "Extras": optional, up to three, the cheapest one free. */
const extras = (options: DemoOption[]): DemoOptionGroup => ({
  name: 'Extras',
  nameAr: 'إضافات',
  min: 0,
  max: 3,
  free: 1,
  options,
});

/**
 * Option groups of demo meals, by "restaurant/meal". The first meal of each restaurant keeps no required group, so
 * a plain "add to cart" of it still works as before.
 */
export const MEAL_OPTIONS: Record<string, DemoOptionGroup[]> = {
  'Nile Bites/Koshari': [
    extras([
      { name: 'Extra crispy onions', nameAr: 'بصل مقرمش زيادة', delta: 10, takes: ['Crispy onions', 30] },
      { name: 'Extra tomato sauce', nameAr: 'صلصة زيادة', delta: 8, takes: ['Tomato sauce', 60] },
      { name: 'Garlic daqqa', nameAr: 'دقة بالثوم', delta: 5, takes: ['Garlic', 10] },
    ]),
  ],
  'Nile Bites/Grilled Kofta Plate': [
    size(-60, 90, ['Minced beef', 100]),
    extras([
      { name: 'Extra tahini', nameAr: 'طحينة زيادة', delta: 15, takes: ['Tahini', 40] },
      { name: 'Extra bread', nameAr: 'عيش زيادة', delta: 10, takes: ['Baladi bread', 1] },
      { name: 'Crispy onions', nameAr: 'بصل مقرمش', delta: 10, takes: ['Crispy onions', 20] },
      { name: 'Garlic dip', nameAr: 'صوص ثوم', delta: 12, takes: ['Garlic', 15] },
    ]),
  ],
  'Pizza Forno/Pepperoni Pizza': [
    size(-50, 80, ['Pizza dough', 120], true),
    extras([
      { name: 'Extra mozzarella', nameAr: 'موتزاريلا زيادة', delta: 35, takes: ['Mozzarella', 60] },
      { name: 'Mushrooms', nameAr: 'مشروم', delta: 25, takes: ['Mushrooms', 40] },
      { name: 'Olives', nameAr: 'زيتون', delta: 20, takes: ['Olives', 30] },
      // Truffle oil is switched off in the demo stock, so this extra shows as unavailable.
      { name: 'Truffle oil drizzle', nameAr: 'رشة زيت الترافل', delta: 60, takes: ['Truffle oil', 5] },
    ]),
  ],
  'Green Bowl/Halloumi Power Salad': [
    size(-40, 60, ['Grilled halloumi', 50], true),
    extras([
      { name: 'Avocado', nameAr: 'أفوكادو', delta: 35, takes: ['Avocado', 0.5] },
      { name: 'Feta', nameAr: 'جبنة فيتا', delta: 25, takes: ['Feta', 40] },
      { name: 'Roasted almonds', nameAr: 'لوز محمص', delta: 20, takes: ['Roasted almonds', 20] },
      { name: 'Tofu', nameAr: 'توفو', delta: 25, takes: ['Tofu', 60] },
    ]),
  ],
};
