/**
 * English names of the API's codes (statuses, payment methods, allergens, units, account types) and of stock states:
 * read as `labels.<kind>.<code>`, so a screen turns a code into words with one template key.
 */
export const labels = {
  orderStatus: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    preparing: 'Preparing',
    ready: 'Ready for Pickup/Delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  paymentMethod: { cash: 'Cash on Delivery', credit_card: 'Credit Card' },
  cashAtPickup: 'Cash at pickup',
  paymentStatus: { pending: 'Pending', completed: 'Completed', refunded: 'Refunded', cancelled: 'Cancelled' },
  allergen: {
    gluten: 'Gluten',
    dairy: 'Dairy',
    nuts: 'Tree nuts',
    peanuts: 'Peanuts',
    shellfish: 'Shellfish',
    fish: 'Fish',
    eggs: 'Eggs',
    soy: 'Soy',
    wheat: 'Wheat',
    other: 'Other allergen',
  },
  unit: {
    g: 'g',
    kg: 'kg',
    ml: 'ml',
    l: 'l',
    oz: 'oz',
    lb: 'lb',
    unit: 'unit',
    tsp: 'tsp',
    tbsp: 'tbsp',
    cup: 'cup',
  },
  stock: {
    inStock: 'In Stock',
    outOfStock: 'Out of Stock',
    available: 'Available',
    unavailable: 'Unavailable',
    switchedOff: 'Switched off in the meal form',
    outOf: 'Out of {{names}}',
    blocks: 'Blocks: {{meals}}',
    noneLeft: 'None left',
    ingredientSwitchedOff: 'Switched off',
  },
} as const;
