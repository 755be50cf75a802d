import { addEveryCatalogue } from './resources.js';

// The contract's tests translate into every language, as the server does.
addEveryCatalogue();
