import type { UserType } from '@dishcraft/contract';

/** Demo accounts created on the first start (also listed in the README). */
export const DEMO_ACCOUNTS: {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  phoneNumber: string;
  address: string;
}[] = [
  {
    username: 'admin',
    password: 'Admin123!',
    email: 'admin@dishcraft.local',
    firstName: 'Ada',
    lastName: 'Admin',
    userType: 'admin',
    phoneNumber: '',
    address: '',
  },
  {
    username: 'chef_nadia',
    password: 'Owner123!',
    email: 'nadia@dishcraft.local',
    firstName: 'Nadia',
    lastName: 'Hassan',
    userType: 'restaurant',
    phoneNumber: '01012345678',
    address: '14 Tahrir Square, Cairo',
  },
  {
    username: 'chef_omar',
    password: 'Owner123!',
    email: 'omar@dishcraft.local',
    firstName: 'Omar',
    lastName: 'Farouk',
    userType: 'restaurant',
    phoneNumber: '01123456789',
    address: '22 Corniche Road, Alexandria',
  },
  {
    username: 'sara',
    password: 'Customer123!',
    email: 'sara@dishcraft.local',
    firstName: 'Sara',
    lastName: 'Ali',
    userType: 'customer',
    phoneNumber: '01234567890',
    address: '5 Nile Street, Zamalek, Cairo',
  },
  {
    username: 'youssef',
    password: 'Customer123!',
    email: 'youssef@dishcraft.local',
    firstName: 'Youssef',
    lastName: 'Kamal',
    userType: 'customer',
    phoneNumber: '01512345678',
    address: '9 Pyramids Road, Giza',
  },
];
