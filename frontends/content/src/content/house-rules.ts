/** The most overnight guests the house takes (spec section 9), in /house-rules' quick reference. */
export const MAX_OVERNIGHT_GUESTS = 11;
